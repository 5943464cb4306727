// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A fee recipient that wants to be told when the Collector has just
/// transferred it `amount` of `token` (the staking contract accounts rewards this way).
interface IRewardNotifiable {
    /// @notice Called by the Collector right after transferring `amount` of `token`
    /// to the recipient, in the same atomic call; reverting makes the Collector hold
    /// the payout instead.
    function notifyReward(address token, uint256 amount) external;
}
