// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The per-coin ERC-20 (a minimal clone of LaunchpadToken).
interface ILaunchpadToken {
    /// @notice A transfer into one of the coin's future pools before graduation.
    error PoolNotOpen(address pair);

    /// @notice One-time setup by the curve right after cloning: mints the whole supply to it.
    function initialize(string calldata name_, string calldata symbol_, address pairWeth_, address pairNeo_)
        external;
    /// @notice The curve that created the coin.
    function curve() external view returns (address);
    /// @notice The (future) TOKEN/WETH pair.
    function pairWeth() external view returns (address);
    /// @notice The (future) TOKEN/NEO pair.
    function pairNeo() external view returns (address);
}
