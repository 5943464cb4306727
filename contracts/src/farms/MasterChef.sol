// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import {ChefBase} from "./ChefBase.sol";

/// @title MasterChef
/// @notice The long-running farm (UUPS, behind NeoProxy): a campaign of numPeriods
/// periods of halvingPeriod seconds each, period i emitting initialPeriodReward >> i
/// linearly; pools may charge a deposit fee (≤ MAX_DEPOSIT_FEE_BPS) to feeRecipient.
/// withdraw queues the LP for COOLDOWN while the campaign emits and the pool's weight
/// is above 0 (claimWithdrawal pays it after), otherwise pays at once.
/// Rewards follow ChefBase's rules (50% liquid, 50% vested, shortfall, forfeiture).
/// @dev With N periods, initialPeriodReward = totalReward * 2^(N-1) / (2^N - 1), so the
/// periods sum to at most totalReward. The cumulative emission at t (elapsed e since
/// the start, k = e / halvingPeriod) is sum_{i<k} (initial >> i) plus
/// (initial >> k) * (e - k * halvingPeriod) / halvingPeriod.
contract MasterChef is ChefBase {
    using SafeERC20 for IERC20;

    /// @notice Default length of one emission period.
    uint256 public constant HALVING_PERIOD = 42 days;
    /// @notice Default number of emission periods.
    uint256 public constant NUM_PERIODS = 8;
    /// @notice Wait between a queued withdraw and claimWithdrawal while cooling applies.
    uint256 public constant COOLDOWN = 24 hours;
    /// @notice Ceiling of a pool's deposit fee.
    uint16 public constant MAX_DEPOSIT_FEE_BPS = 1000;
    /// @notice Most periods setEmissionSchedule accepts.
    uint256 public constant MAX_NUM_PERIODS = 64;

    /// @notice A queued withdrawal of one pool.
    struct QueuedWithdrawal {
        uint256 amount;
        uint64 cooldownEnd;
    }

    /// @notice Length of one period of the campaign.
    uint256 public halvingPeriod;
    /// @notice Number of periods of the campaign.
    uint256 public numPeriods;
    /// @notice Receives deposit fees.
    address public feeRecipient;
    /// @notice The campaign's declared total.
    uint256 public totalReward;
    /// @notice Emission of the first period.
    uint256 public initialPeriodReward;
    /// @notice Queued withdrawals by pid and user.
    mapping(uint256 => mapping(address => QueuedWithdrawal)) public queuedWithdrawal;

    /// @notice Pool `pid` farms `lpToken` with weight `allocPoint` and a deposit fee.
    event PoolAdded(
        uint256 indexed pid, address indexed lpToken, uint256 allocPoint, uint16 depositFeeBps, uint256 totalAllocPoint
    );
    /// @notice Pool `pid`'s weight or deposit fee changed.
    event PoolSet(uint256 indexed pid, uint256 allocPoint, uint16 depositFeeBps, uint256 totalAllocPoint);
    /// @notice `amount` left `user`'s stake; claimable from `cooldownEnd` (now: paid at once).
    event WithdrawQueued(address indexed user, uint256 indexed pid, uint256 amount, uint64 cooldownEnd);
    /// @notice `amount` of queued LP went back to `user`.
    event WithdrawClaimed(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `account`'s reward of pool `pid` went unharvested past the harvest deadline.
    event RewardForfeited(address indexed account, uint256 indexed pid, uint256 amount);
    /// @notice The campaign: `totalReward` over [startTime, endTime), first period `initialPeriodReward`.
    event EmissionStarted(uint256 totalReward, uint256 initialPeriodReward, uint64 startTime, uint64 endTime);
    /// @notice The next campaign's period length and count.
    event EmissionScheduleSet(uint256 halvingPeriod, uint256 numPeriods);
    /// @notice The deposit fee recipient changed.
    event FeeRecipientUpdated(address feeRecipient);
    /// @notice The escrow of the vested half changed.
    event VestingEscrowSet(address vestingEscrow);

    /// @notice A deposit fee above MAX_DEPOSIT_FEE_BPS.
    error DepositFeeTooHigh(uint16 depositFeeBps);
    /// @notice An emission schedule out of bounds.
    error BadSchedule(uint256 halvingPeriod, uint256 numPeriods);
    /// @notice Nothing queued in this pool.
    error NothingQueued(uint256 pid);
    /// @notice The queued withdrawal is still cooling down.
    error CoolingDown(uint64 cooldownEnd);

    /// @notice Set up the proxy: owner, reward token (NEO), escrow and fee recipient;
    /// the schedule starts at HALVING_PERIOD x NUM_PERIODS.
    function initialize(address owner_, address rewardToken_, address vestingEscrow_, address feeRecipient_)
        external
        initializer
    {
        __ChefBase_init(owner_, rewardToken_, vestingEscrow_);
        emit VestingEscrowSet(vestingEscrow_);
        _setFeeRecipient(feeRecipient_);
        halvingPeriod = HALVING_PERIOD;
        numPeriods = NUM_PERIODS;
        emit EmissionScheduleSet(HALVING_PERIOD, NUM_PERIODS);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Owner: add a pool of `lpToken` with weight `allocPoint` and a deposit fee.
    function add(address lpToken, uint256 allocPoint, uint16 depositFeeBps) external onlyOwner returns (uint256 pid) {
        if (depositFeeBps > MAX_DEPOSIT_FEE_BPS) revert DepositFeeTooHigh(depositFeeBps);
        pid = _addPool(lpToken, allocPoint, depositFeeBps);
        emit PoolAdded(pid, lpToken, allocPoint, depositFeeBps, totalAllocPoint);
    }

    /// @notice Owner: change pool `pid`'s weight and deposit fee.
    function set(uint256 pid, uint256 allocPoint, uint16 depositFeeBps) external onlyOwner {
        if (depositFeeBps > MAX_DEPOSIT_FEE_BPS) revert DepositFeeTooHigh(depositFeeBps);
        PoolInfo storage p = _setPool(pid, allocPoint);
        p.depositFeeBps = depositFeeBps;
        emit PoolSet(pid, allocPoint, depositFeeBps, totalAllocPoint);
    }

    /// @notice Owner, before the campaign: set its period length and count.
    function setEmissionSchedule(uint256 halvingPeriod_, uint256 numPeriods_) external onlyOwner {
        if (endTime != 0) revert CampaignAlreadyStarted();
        if (halvingPeriod_ == 0 || numPeriods_ == 0 || numPeriods_ > MAX_NUM_PERIODS) {
            revert BadSchedule(halvingPeriod_, numPeriods_);
        }
        halvingPeriod = halvingPeriod_;
        numPeriods = numPeriods_;
        emit EmissionScheduleSet(halvingPeriod_, numPeriods_);
    }

    /// @notice Owner, once: declare the campaign of `totalReward_` starting at `start`
    /// (0 = now, at most MAX_START_DELAY ahead). Fund it by transferring the reward
    /// token to this contract.
    function startEmission(uint256 totalReward_, uint256 start) external onlyOwner {
        uint256 n = numPeriods;
        uint256 initial = totalReward_ * (1 << (n - 1)) / ((1 << n) - 1);
        if (initial == 0) revert BudgetTooSmall(totalReward_);
        (uint64 s, uint64 e) = _startCampaign(start, halvingPeriod * n);
        totalReward = totalReward_;
        initialPeriodReward = initial;
        emit EmissionStarted(totalReward_, initial, s, e);
    }

    /// @notice Owner: set the deposit fee recipient.
    function setFeeRecipient(address feeRecipient_) external onlyOwner {
        _setFeeRecipient(feeRecipient_);
    }

    /// @notice Owner: set the escrow of the vested half.
    function setVestingEscrow(address vestingEscrow_) external onlyOwner {
        if (vestingEscrow_ == address(0)) revert ZeroAddress();
        vestingEscrow = vestingEscrow_;
        emit VestingEscrowSet(vestingEscrow_);
    }

    // ---------------------------------------------------------------- views

    /// @notice True when a withdraw from pool `pid` would queue for COOLDOWN now:
    /// the campaign emits and the pool's weight is above 0.
    function withdrawCoolsDown(uint256 pid) public view returns (bool) {
        return _pool(pid).allocPoint != 0 && endTime != 0 && block.timestamp >= startTime
            && block.timestamp < endTime;
    }

    /// @notice The emission rate (all pools) at this second; 0 outside the campaign.
    function rewardPerSecond() external view returns (uint256) {
        if (endTime == 0 || block.timestamp < startTime || block.timestamp >= endTime) return 0;
        uint256 k = (block.timestamp - startTime) / halvingPeriod;
        return (initialPeriodReward >> k) / halvingPeriod;
    }

    // ---------------------------------------------------------------- users

    /// @notice Settle the reward of pool `pid` and take `amount` off the stake: queued
    /// for COOLDOWN while withdrawCoolsDown(pid), otherwise paid at once (WithdrawQueued
    /// with cooldownEnd = now, then WithdrawClaimed). A new queued amount joins the
    /// pending one and restarts its cooldown.
    function withdraw(uint256 pid, uint256 amount) external nonReentrant {
        bool cools = withdrawCoolsDown(pid);
        PoolInfo storage p = _unstake(pid, msg.sender, amount);
        if (cools) {
            QueuedWithdrawal storage q = queuedWithdrawal[pid][msg.sender];
            uint64 cooldownEnd = uint64(block.timestamp + COOLDOWN);
            q.amount += amount;
            q.cooldownEnd = cooldownEnd;
            emit WithdrawQueued(msg.sender, pid, amount, cooldownEnd);
        } else {
            emit WithdrawQueued(msg.sender, pid, amount, uint64(block.timestamp));
            IERC20(p.lpToken).safeTransfer(msg.sender, amount);
            emit WithdrawClaimed(msg.sender, pid, amount);
        }
    }

    /// @notice Pay out the queued withdrawal of pool `pid` once its cooldown is over.
    function claimWithdrawal(uint256 pid) external nonReentrant {
        PoolInfo storage p = _pool(pid);
        QueuedWithdrawal storage q = queuedWithdrawal[pid][msg.sender];
        uint256 amount = q.amount;
        if (amount == 0) revert NothingQueued(pid);
        if (block.timestamp < q.cooldownEnd) revert CoolingDown(q.cooldownEnd);
        delete queuedWithdrawal[pid][msg.sender];
        IERC20(p.lpToken).safeTransfer(msg.sender, amount);
        emit WithdrawClaimed(msg.sender, pid, amount);
    }

    // ---------------------------------------------------------------- internals

    /// @dev Store and announce the deposit fee recipient.
    function _setFeeRecipient(address feeRecipient_) private {
        if (feeRecipient_ == address(0)) revert ZeroAddress();
        feeRecipient = feeRecipient_;
        emit FeeRecipientUpdated(feeRecipient_);
    }

    /// @dev Deposit fees go to feeRecipient.
    function _feeRecipient() internal view override returns (address) {
        return feeRecipient;
    }

    /// @dev Cumulative emission at `t` (see the contract doc).
    function _cumulative(uint256 t) internal view returns (uint256 sum) {
        uint256 s = startTime;
        if (t <= s) return 0;
        uint256 e = endTime;
        if (t > e) t = e;
        uint256 period = halvingPeriod;
        uint256 elapsed = t - s;
        uint256 k = elapsed / period;
        uint256 initial = initialPeriodReward;
        for (uint256 i; i < k; ++i) {
            sum += initial >> i;
        }
        if (k < numPeriods) sum += (initial >> k) * (elapsed - k * period) / period;
    }

    /// @dev Difference of the cumulative emission.
    function _emitted(uint256 from, uint256 to) internal view override returns (uint256) {
        if (endTime == 0 || to <= from) return 0;
        return _cumulative(to) - _cumulative(from);
    }

    /// @dev MasterChef's RewardForfeited.
    function _emitForfeited(address user, uint256 pid, uint256 amount) internal override {
        emit RewardForfeited(user, pid, amount);
    }
}
