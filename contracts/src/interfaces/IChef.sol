// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The part of the chefs (VampChef, MasterChef) a zap needs.
interface IChef {
    /// @notice Pool `pid`: its LP token, weight, last accrual time, accumulated reward
    /// per share (scaled by ACC_PRECISION), total staked and deposit fee.
    function poolInfo(uint256 pid)
        external
        view
        returns (
            address lpToken,
            uint256 allocPoint,
            uint256 lastRewardTime,
            uint256 accRewardPerShare,
            uint256 totalStaked,
            uint16 depositFeeBps
        );
    /// @notice Trusted zapper only: stake `amount` of pool `pid`'s LP token, pulled
    /// from the caller, for `user`.
    function depositFor(address user, uint256 pid, uint256 amount) external;
}
