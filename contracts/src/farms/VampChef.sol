// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import {ChefBase} from "./ChefBase.sol";

/// @title VampChef
/// @notice The launch farm (UUPS, behind NeoProxy): one DURATION-long campaign at a
/// constant rewardPerSecond = budget / DURATION over pools of own and third-party (ext)
/// V2 LP tokens. No deposit fee; withdraw settles the reward and returns the principal
/// in one call. Rewards follow ChefBase's rules (50% liquid, 50% vested in
/// RewardVestingEscrow, shortfall recorded, forfeited after HARVEST_GRACE).
contract VampChef is ChefBase {
    using SafeERC20 for IERC20;

    /// @notice Length of the campaign.
    uint256 public constant DURATION = 14 days;

    /// @notice Reward per second of the campaign (all pools together).
    uint256 public rewardPerSecond;
    /// @notice The campaign's declared budget.
    uint256 public budget;

    /// @notice `amount` of pool `pid`'s stake went back to `user`, its reward settled.
    event Withdraw(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `user`'s reward of pool `pid` went unharvested past the harvest deadline.
    event RewardForfeited(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice Pool `pid` farms `lpToken` with weight `allocPoint`.
    event PoolAdded(uint256 indexed pid, address indexed lpToken, uint256 allocPoint, uint256 totalAllocPoint);
    /// @notice Pool `pid`'s weight changed.
    event PoolSet(uint256 indexed pid, uint256 allocPoint, uint256 totalAllocPoint);
    /// @notice The campaign: `budget` over [startTime, endTime) at `rewardPerSecond`.
    event EmissionStarted(uint256 budget, uint256 rewardPerSecond, uint64 startTime, uint64 endTime);

    /// @notice Set up the proxy: owner, reward token (NEO) and RewardVestingEscrow.
    function initialize(address owner_, address rewardToken_, address vestingEscrow_) external initializer {
        __ChefBase_init(owner_, rewardToken_, vestingEscrow_);
    }

    /// @notice Owner: add a pool of `lpToken` with weight `allocPoint`.
    function add(address lpToken, uint256 allocPoint) external onlyOwner returns (uint256 pid) {
        pid = _addPool(lpToken, allocPoint, 0);
        emit PoolAdded(pid, lpToken, allocPoint, totalAllocPoint);
    }

    /// @notice Owner: change pool `pid`'s weight.
    function set(uint256 pid, uint256 allocPoint) external onlyOwner {
        _setPool(pid, allocPoint);
        emit PoolSet(pid, allocPoint, totalAllocPoint);
    }

    /// @notice Owner, once: declare the campaign of `budget_` starting at `start`
    /// (0 = now, at most MAX_START_DELAY ahead). Fund it by transferring the reward
    /// token to this contract.
    function startEmission(uint256 budget_, uint256 start) external onlyOwner {
        uint256 rate = budget_ / DURATION;
        if (rate == 0) revert BudgetTooSmall(budget_);
        (uint64 s, uint64 e) = _startCampaign(start, DURATION);
        rewardPerSecond = rate;
        budget = budget_;
        emit EmissionStarted(budget_, rate, s, e);
    }

    /// @notice Settle the reward of pool `pid` and take `amount` of the stake back.
    function withdraw(uint256 pid, uint256 amount) external nonReentrant {
        PoolInfo storage p = _unstake(pid, msg.sender, amount);
        IERC20(p.lpToken).safeTransfer(msg.sender, amount);
        emit Withdraw(msg.sender, pid, amount);
    }

    /// @dev rewardPerSecond over the part of [from, to) inside the campaign.
    function _emitted(uint256 from, uint256 to) internal view override returns (uint256) {
        uint256 s = startTime;
        uint256 e = endTime;
        if (e == 0) return 0;
        if (from < s) from = s;
        if (to > e) to = e;
        return to > from ? (to - from) * rewardPerSecond : 0;
    }

    /// @dev VampChef's RewardForfeited.
    function _emitForfeited(address user, uint256 pid, uint256 amount) internal override {
        emit RewardForfeited(user, pid, amount);
    }
}
