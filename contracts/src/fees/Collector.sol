// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {OwnedUUPS} from "./OwnedUUPS.sol";
import {ICollector} from "../interfaces/ICollector.sol";
import {IRewardNotifiable} from "../interfaces/IRewardNotifiable.sol";

/// @title Collector
/// @notice Receives every protocol fee and splits it over weighted buckets
/// (launch: staking 2 notify, treasury 2, Rakeback 2, buyback-and-burn 1). UUPS, behind NeoProxy.
/// @dev distribute(token) splits balance - heldTotal[token]: share_i = amount * w_i / W,
/// and the last bucket with a non-zero weight also takes the rounding dust. Each
/// payout (transfer, then notifyReward when notify is set) runs in an external
/// self-call under try/catch with a fixed gas budget, so a reverting recipient is
/// rolled back as a unit and its share is held (earmarked for that bucket index)
/// while every other bucket gets exactly the share it would have had anyway.
/// Held funds stay with the bucket index: replacing a bucket's recipient and calling
/// releaseHeld pays them to the new recipient.
contract Collector is ICollector, OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Most buckets, bounding distribute's gas.
    uint256 public constant MAX_BUCKETS = 16;
    /// @notice Default gas given to each bucket payout inside distribute.
    uint256 public constant DEFAULT_PAYOUT_GAS = 1_000_000;

    Bucket[] private _buckets;
    /// @inheritdoc ICollector
    uint256 public totalWeight;
    /// @inheritdoc ICollector
    mapping(address token => mapping(uint256 bucket => uint256)) public held;
    /// @inheritdoc ICollector
    mapping(address token => uint256) public heldTotal;
    /// @notice Gas each payout gets inside distribute. A fixed budget (checked to be
    /// really available) stops a caller from starving a healthy bucket into "held".
    uint256 public payoutGas;

    /// @notice The payout gas budget changed.
    event PayoutGasSet(uint256 payoutGas);

    error ZeroAddress();
    error LengthMismatch();
    error TooManyBuckets();
    error BadBucket(uint256 index);
    error NoWeight();
    error OnlySelf();
    error NothingHeld();
    error InsufficientGas();

    /// @notice Set up the proxy with the initial buckets (parallel arrays).
    function initialize(
        address owner_,
        address[] calldata recipients,
        uint96[] calldata weights,
        bool[] calldata notifies
    ) external initializer {
        __Ownable_init(owner_);
        if (recipients.length != weights.length || recipients.length != notifies.length) revert LengthMismatch();
        for (uint256 i; i < recipients.length; ++i) _addBucket(recipients[i], weights[i], notifies[i]);
        payoutGas = DEFAULT_PAYOUT_GAS;
        emit PayoutGasSet(DEFAULT_PAYOUT_GAS);
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc ICollector
    function bucketsLength() external view returns (uint256) {
        return _buckets.length;
    }

    /// @inheritdoc ICollector
    function bucketAt(uint256 index) external view returns (Bucket memory) {
        return _buckets[index];
    }

    /// @notice All buckets.
    function allBuckets() external view returns (Bucket[] memory) {
        return _buckets;
    }

    /// @inheritdoc ICollector
    function distributable(address token) public view returns (uint256) {
        uint256 balance = IERC20(token).balanceOf(address(this));
        uint256 h = heldTotal[token];
        return balance > h ? balance - h : 0;
    }

    // ---------------------------------------------------------------- distribution

    /// @inheritdoc ICollector
    /// @dev Permissionless; a no-op (returns 0, no event) when nothing is distributable.
    function distribute(address token) external nonReentrant returns (uint256 amount) {
        amount = distributable(token);
        uint256 w = totalWeight;
        if (amount == 0) return 0;
        if (w == 0) revert NoWeight();
        uint256 n = _buckets.length;
        uint256 lastWeighted = n - 1;
        while (_buckets[lastWeighted].weight == 0) --lastWeighted;

        uint256 rest = amount;
        uint256 heldNow;
        for (uint256 i; i < n; ++i) {
            Bucket memory b = _buckets[i];
            uint256 share = i == lastWeighted ? rest : amount * b.weight / w;
            if (share == 0) {
                emit BucketSkipped(token, i, b.recipient);
                continue;
            }
            rest -= share;
            if (_tryPay(token, i, share)) {
                emit BucketPaid(token, i, b.recipient, share);
            } else {
                held[token][i] += share;
                heldTotal[token] += share;
                heldNow += share;
                emit BucketHeld(token, i, b.recipient, share);
            }
        }
        emit Distributed(token, amount, amount - heldNow, heldNow);
    }

    /// @inheritdoc ICollector
    function releaseHeld(address token, uint256 bucket) external nonReentrant returns (uint256 amount) {
        amount = _takeHeld(token, bucket);
        // Not under try/catch: if it still fails the whole call reverts and stays held.
        this.executePayout(token, bucket, amount);
        emit HeldReleased(token, bucket, _buckets[bucket].recipient, amount);
    }

    /// @inheritdoc ICollector
    function forceReleaseHeld(address token, uint256 bucket, address to)
        external
        onlyOwner
        nonReentrant
        returns (uint256 amount)
    {
        if (to == address(0)) revert ZeroAddress();
        amount = _takeHeld(token, bucket);
        IERC20(token).safeTransfer(to, amount);
        emit HeldForceReleased(token, bucket, to, amount);
    }

    /// @notice Pay one bucket: transfer, then notify. Only callable by this contract
    /// itself, so a failure anywhere rolls the whole payout back.
    function executePayout(address token, uint256 bucket, uint256 amount) external {
        if (msg.sender != address(this)) revert OnlySelf();
        Bucket memory b = _buckets[bucket];
        IERC20(token).safeTransfer(b.recipient, amount);
        if (b.notify) IRewardNotifiable(b.recipient).notifyReward(token, amount);
    }

    /// @dev One payout under try/catch with a guaranteed gas budget; false = failed (to be held).
    function _tryPay(address token, uint256 bucket, uint256 amount) private returns (bool) {
        uint256 gasBudget = payoutGas;
        // The callee gets min(budget, 63/64 of what is left); insist on the full budget
        // so an out-of-gas failure can only be the recipient's own doing.
        if (gasleft() < gasBudget + gasBudget / 63 + 10_000) revert InsufficientGas();
        try this.executePayout{gas: gasBudget}(token, bucket, amount) {
            return true;
        } catch {
            return false;
        }
    }

    /// @dev Clear and return the held amount of (token, bucket); reverts when none.
    function _takeHeld(address token, uint256 bucket) private returns (uint256 amount) {
        amount = held[token][bucket];
        if (amount == 0) revert NothingHeld();
        held[token][bucket] = 0;
        heldTotal[token] -= amount;
    }

    // ---------------------------------------------------------------- admin

    /// @notice Owner: append a bucket.
    function addBucket(address recipient, uint96 weight, bool notify) external onlyOwner {
        _addBucket(recipient, weight, notify);
    }

    /// @notice Owner: change the weight of bucket `index` (0 pauses it).
    function setBucketWeight(uint256 index, uint96 weight) external onlyOwner {
        Bucket storage b = _bucket(index);
        totalWeight = totalWeight - b.weight + weight;
        b.weight = weight;
        emit BucketSet(index, b.recipient, weight, b.notify);
    }

    /// @notice Owner: point bucket `index` at a new recipient (its held funds follow it).
    function replaceBucket(uint256 index, address recipient, bool notify) external onlyOwner {
        if (recipient == address(0)) revert ZeroAddress();
        Bucket storage b = _bucket(index);
        b.recipient = recipient;
        b.notify = notify;
        emit BucketSet(index, recipient, b.weight, notify);
    }

    /// @notice Owner: set the gas budget of each payout inside distribute.
    function setPayoutGas(uint256 gasBudget) external onlyOwner {
        payoutGas = gasBudget;
        emit PayoutGasSet(gasBudget);
    }

    /// @dev Append a bucket (non-zero recipient, at most MAX_BUCKETS).
    function _addBucket(address recipient, uint96 weight, bool notify) private {
        if (recipient == address(0)) revert ZeroAddress();
        if (_buckets.length >= MAX_BUCKETS) revert TooManyBuckets();
        _buckets.push(Bucket({recipient: recipient, weight: weight, notify: notify}));
        totalWeight += weight;
        emit BucketSet(_buckets.length - 1, recipient, weight, notify);
    }

    /// @dev Storage pointer of bucket `index`, reverting when out of range.
    function _bucket(uint256 index) private view returns (Bucket storage) {
        if (index >= _buckets.length) revert BadBucket(index);
        return _buckets[index];
    }
}
