// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The vesting half of every chef reward: each deposit is a grant that
/// releases linearly over VESTING_DURATION to its account.
interface IRewardVestingEscrow {
    /// @notice Pull `amount` of the reward token from the caller (a registered
    /// depositor) into a new grant of `account`; returns the grant id.
    function deposit(address account, uint256 amount) external returns (uint256 grantId);
}
