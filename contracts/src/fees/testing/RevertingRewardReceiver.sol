// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IRewardNotifiable} from "../../interfaces/IRewardNotifiable.sol";

/// @title RevertingRewardReceiver
/// @notice Test double of a notify=true Collector bucket: records notifications and,
/// while `reverting` is set, rejects them (so the Collector holds its payout).
contract RevertingRewardReceiver is IRewardNotifiable {
    /// @notice When true, notifyReward reverts.
    bool public reverting;
    /// @notice Sum of notified amounts per token.
    mapping(address token => uint256) public notified;

    /// @notice A notification was accepted.
    event RewardNotified(address indexed token, uint256 amount);

    error Rejected();

    /// @notice Deploy, reverting or not.
    constructor(bool reverting_) {
        reverting = reverting_;
    }

    /// @notice Toggle the failure mode.
    function setReverting(bool reverting_) external {
        reverting = reverting_;
    }

    /// @inheritdoc IRewardNotifiable
    function notifyReward(address token, uint256 amount) external {
        if (reverting) revert Rejected();
        notified[token] += amount;
        emit RewardNotified(token, amount);
    }
}
