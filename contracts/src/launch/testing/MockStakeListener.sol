// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {INeocatStakeListener} from "../../interfaces/INeocatStaking.sol";

/// @title MockStakeListener
/// @notice Test-only NeocatStaking listener: records the last notification, or reverts when
/// told to (to exercise BroadcastFailed).
contract MockStakeListener is INeocatStakeListener {
    /// @notice When true, onStakeChanged reverts.
    bool public fail;
    /// @notice Notifications received.
    uint256 public calls;
    /// @notice Last notified account, balance and total.
    address public lastAccount;
    uint256 public lastBalance;
    uint256 public lastTotal;

    /// @notice Make the listener revert (true) or record (false).
    function setFail(bool fail_) external {
        fail = fail_;
    }

    /// @inheritdoc INeocatStakeListener
    function onStakeChanged(address account, uint256 balance, uint256 total) external {
        require(!fail, "MockStakeListener: FAIL");
        calls++;
        lastAccount = account;
        lastBalance = balance;
        lastTotal = total;
    }
}
