// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Splits protocol fees over weighted buckets; a bucket whose payout
/// reverts is held (earmarked) so the other buckets are never re-weighted.
interface ICollector {
    /// @notice One fee recipient: its share is weight / totalWeight; when notify is
    /// set the recipient's IRewardNotifiable.notifyReward is called after the transfer.
    struct Bucket {
        address recipient;
        uint96 weight;
        bool notify;
    }

    /// @notice A distribution of `amount` of `token` finished: `paid` went out, `held` was earmarked.
    event Distributed(address indexed token, uint256 amount, uint256 paid, uint256 held);
    /// @notice Bucket `bucket` received `amount` of `token`.
    event BucketPaid(address indexed token, uint256 indexed bucket, address indexed recipient, uint256 amount);
    /// @notice Bucket `bucket` got nothing this round (zero weight or a zero share).
    event BucketSkipped(address indexed token, uint256 indexed bucket, address indexed recipient);
    /// @notice The payout of `amount` to bucket `bucket` reverted and is now held for it.
    event BucketHeld(address indexed token, uint256 indexed bucket, address indexed recipient, uint256 amount);
    /// @notice A held payout was retried successfully and paid to the bucket's current recipient.
    event HeldReleased(address indexed token, uint256 indexed bucket, address indexed recipient, uint256 amount);
    /// @notice The owner sent a held payout to `to` (no notify).
    event HeldForceReleased(address indexed token, uint256 indexed bucket, address indexed to, uint256 amount);
    /// @notice Bucket `bucket` was added, reweighted or replaced; these are its new values.
    event BucketSet(uint256 indexed bucket, address indexed recipient, uint256 weight, bool notify);

    /// @notice Split the not-earmarked balance of `token` over the buckets.
    function distribute(address token) external returns (uint256 amount);
    /// @notice Retry the held payout of bucket `bucket` in `token`; reverts if it fails again.
    function releaseHeld(address token, uint256 bucket) external returns (uint256 amount);
    /// @notice Owner: send the held payout of bucket `bucket` in `token` to `to`.
    function forceReleaseHeld(address token, uint256 bucket, address to) external returns (uint256 amount);

    /// @notice Number of buckets.
    function bucketsLength() external view returns (uint256);
    /// @notice Bucket `index`.
    function bucketAt(uint256 index) external view returns (Bucket memory);
    /// @notice Sum of all bucket weights.
    function totalWeight() external view returns (uint256);
    /// @notice Amount of `token` earmarked for bucket `bucket`.
    function held(address token, uint256 bucket) external view returns (uint256);
    /// @notice Amount of `token` earmarked over all buckets.
    function heldTotal(address token) external view returns (uint256);
    /// @notice Balance of `token` that the next distribute would split.
    function distributable(address token) external view returns (uint256);
}
