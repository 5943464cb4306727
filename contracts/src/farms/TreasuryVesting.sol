// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {OwnedUUPS} from "../fees/OwnedUUPS.sol";

/// @title TreasuryVesting
/// @notice Linear release of the treasury's NEO (UUPS, behind NeoProxy). The owner
/// schedules, once per beneficiary, `total` pulled from the owner and released linearly
/// over [start, end]; anyone may call release, which always pays the beneficiary.
contract TreasuryVesting is OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice One beneficiary's schedule.
    struct Schedule {
        uint256 total;
        uint256 released;
        uint64 start;
        uint64 end;
    }

    /// @notice The vested token (NEO).
    address public token;
    /// @notice Schedules by beneficiary.
    mapping(address => Schedule) public schedules;
    /// @notice Sum of every schedule's total.
    uint256 public totalScheduled;
    /// @notice Sum of every release.
    uint256 public totalReleased;

    /// @notice `total` releases linearly to `beneficiary` over [start, end].
    event VestingScheduled(address indexed beneficiary, uint256 total, uint64 start, uint64 end);
    /// @notice `amount` went to `beneficiary`.
    event Released(address indexed beneficiary, uint256 amount);

    /// @notice A required address is zero.
    error ZeroAddress();
    /// @notice The beneficiary already has a schedule.
    error AlreadyScheduled(address beneficiary);
    /// @notice A zero total or an end not after the start.
    error BadSchedule(uint256 total, uint64 start, uint64 end);

    /// @notice Set up the proxy: owner and vested token.
    function initialize(address owner_, address token_) external initializer {
        __Ownable_init(owner_);
        if (token_ == address(0)) revert ZeroAddress();
        token = token_;
    }

    /// @notice Owner: vest `total` (pulled from the owner) to `beneficiary` over [start, end].
    function schedule(address beneficiary, uint256 total, uint64 start, uint64 end) external onlyOwner {
        if (beneficiary == address(0)) revert ZeroAddress();
        if (schedules[beneficiary].total != 0) revert AlreadyScheduled(beneficiary);
        if (total == 0 || end <= start) revert BadSchedule(total, start, end);
        IERC20(token).safeTransferFrom(msg.sender, address(this), total);
        schedules[beneficiary] = Schedule({total: total, released: 0, start: start, end: end});
        totalScheduled += total;
        emit VestingScheduled(beneficiary, total, start, end);
    }

    /// @notice Pay `beneficiary` what vested since the last release.
    function release(address beneficiary) external nonReentrant returns (uint256 amount) {
        Schedule storage s = schedules[beneficiary];
        amount = _vested(s, block.timestamp) - s.released;
        if (amount == 0) return 0;
        s.released += amount;
        totalReleased += amount;
        IERC20(token).safeTransfer(beneficiary, amount);
        emit Released(beneficiary, amount);
    }

    /// @notice What release(beneficiary) would pay now.
    function releasable(address beneficiary) external view returns (uint256) {
        Schedule storage s = schedules[beneficiary];
        return _vested(s, block.timestamp) - s.released;
    }

    /// @notice Tokens scheduled and not yet released.
    function totalUnreleased() external view returns (uint256) {
        return totalScheduled - totalReleased;
    }

    /// @dev Linear release of `s` at `t`.
    function _vested(Schedule storage s, uint256 t) private view returns (uint256) {
        if (s.total == 0 || t <= s.start) return 0;
        if (t >= s.end) return s.total;
        return Math.mulDiv(s.total, t - s.start, uint256(s.end) - s.start);
    }
}
