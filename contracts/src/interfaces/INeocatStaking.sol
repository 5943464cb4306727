// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Staking of Neocat NFTs with per-block balance checkpoints (what PvE drops are
/// sized by). It pays no rewards itself; listeners are told of every balance change.
interface INeocatStaking {
    /// @notice `account` staked `tokenId`; `balance` is its staked count after.
    event Staked(address indexed account, uint256 indexed tokenId, uint256 balance);
    /// @notice `account` unstaked `tokenId`; `balance` is its staked count after.
    event Unstaked(address indexed account, uint256 indexed tokenId, uint256 balance);
    /// @notice The owner staked `tokenId` on behalf of `account` during seeding.
    event Seeded(address indexed account, uint256 indexed tokenId, uint256 balance);
    /// @notice Seeding is over for good; `totalSeeded` Neocats were seeded.
    event SeedingClosed(uint256 totalSeeded);
    /// @notice `listener` was told that `account` now has `balance` staked.
    event Broadcast(address indexed listener, address indexed account, uint256 balance);
    /// @notice Telling `listener` about `account` reverted (staking went on regardless).
    event BroadcastFailed(address indexed listener, address indexed account, bytes reason);
    /// @notice A listener was added (true) or removed (false).
    event ListenerSet(address indexed listener, bool added);

    /// @notice A checkpoint write did not fit its packed fields (block in 48 bits, balance in 208 bits).
    error CheckpointOverflow();
    /// @notice A past-balance lookup asked for the current or a future block.
    error FutureLookup(uint256 blockNumber, uint256 current);
    error NotStaker(uint256 tokenId);
    error SeedingIsClosed();
    error LengthMismatch();
    error TooManyListeners();
    error ZeroAddress();
    error NoTokens();

    /// @notice Staked count of `account` now.
    function balanceOf(address account) external view returns (uint256);
    /// @notice Staked count of `account` at the end of block `blockNumber` (< block.number).
    function balanceOfAt(address account, uint256 blockNumber) external view returns (uint256);
    /// @notice Total staked now.
    function totalStaked() external view returns (uint256);
    /// @notice Total staked at the end of block `blockNumber` (< block.number).
    function totalStakedAt(uint256 blockNumber) external view returns (uint256);
    /// @notice Who staked `tokenId` (zero when not staked).
    function stakerOf(uint256 tokenId) external view returns (address);
}

/// @notice Receiver of NeocatStaking balance changes (a reward or points module).
interface INeocatStakeListener {
    /// @notice `account` now has `balance` Neocats staked out of `total`.
    function onStakeChanged(address account, uint256 balance, uint256 total) external;
}
