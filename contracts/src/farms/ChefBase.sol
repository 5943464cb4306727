// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {OwnedUUPS} from "../fees/OwnedUUPS.sol";
import {IRewardVestingEscrow} from "../interfaces/IRewardVestingEscrow.sol";

/// @title ChefBase
/// @notice What VampChef and MasterChef share: pools of LP tokens with a weight
/// (allocPoint), one emission campaign of the reward token (NEO), the per-share
/// accounting, and the reward payout rules.
/// @dev Accounting (the classic MasterChef one): a pool's reward over [from, to) is
/// mulDiv(_emitted(from, to), allocPoint, totalAllocPoint), added to
/// accRewardPerShare as reward * ACC_PRECISION / totalStaked when the pool has stake
/// (otherwise that share of the emission is never owed and stays undistributed).
/// A user's pending reward is amount * accRewardPerShare / ACC_PRECISION - rewardDebt
/// plus `owed`, the unpaid rest of an earlier shortfall.
/// Payout (on deposit, withdraw and harvest): up to the chef's reward balance is paid,
/// half (rounded down) liquid to the user and the rest into RewardVestingEscrow for
/// them (RewardPaid carries the whole amount); what the balance cannot cover is kept
/// in `owed` (RewardShortfall). After emissionEnd() + HARVEST_GRACE (strictly later)
/// a settlement forfeits instead of paying (RewardForfeited).
/// The campaign is declared by startEmission and funded by transferring the reward
/// token to the chef; it does not pull the budget, so an underfunded campaign pays
/// what is there.
abstract contract ChefBase is OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Scale of accRewardPerShare.
    uint256 public constant ACC_PRECISION = 1e12;
    /// @notice Most pools, bounding massUpdatePools' gas.
    uint256 public constant MAX_POOLS = 500;
    /// @notice Latest start of a campaign, counted from the startEmission call.
    uint256 public constant MAX_START_DELAY = 90 days;
    /// @notice How long after emissionEnd() rewards can still be harvested.
    uint256 public constant HARVEST_GRACE = 30 days;
    /// @notice Basis-point denominator (deposit fees).
    uint256 public constant BPS_DENOM = 10_000;

    /// @notice One farm: an LP token and its share of the emission.
    struct PoolInfo {
        address lpToken;
        uint256 allocPoint;
        uint256 lastRewardTime;
        uint256 accRewardPerShare;
        uint256 totalStaked;
        uint16 depositFeeBps;
    }

    /// @notice One user's stake in one pool; `owed` is a recorded shortfall.
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
        uint256 owed;
    }

    /// @notice The reward token (NEO).
    address public rewardToken;
    /// @notice RewardVestingEscrow, receiving the vested half of every reward.
    address public vestingEscrow;
    /// @notice The one contract allowed to call depositFor (a zap).
    address public trustedZapper;
    /// @dev Pools by pid (read with poolInfo).
    PoolInfo[] internal _pools;
    /// @dev Stakes by pid and user (read with userInfo).
    mapping(uint256 => mapping(address => UserInfo)) internal _users;
    /// @notice True for an LP token that already has a pool.
    mapping(address => bool) public hasPool;
    /// @notice Sum of every pool's allocPoint.
    uint256 public totalAllocPoint;
    /// @notice Campaign start (0: no campaign yet).
    uint64 public startTime;
    /// @notice Campaign end (0: no campaign yet).
    uint64 public endTime;
    /// @notice Rewards credited to pools with stake so far (an upper bound of what users accrued).
    uint256 public totalAccrued;
    /// @notice Rewards paid, forfeited or dropped by emergency withdrawals so far.
    uint256 public totalSettled;

    /// @notice `amount` of pool `pid`'s LP token was credited to `user`'s stake.
    event Deposit(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `user` took its whole stake back and dropped its pending reward.
    event EmergencyWithdraw(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `amount` of reward settled to `user`: amount/2 liquid, the rest vested.
    event RewardPaid(address indexed user, uint256 indexed pid, uint256 amount);
    /// @notice `user` was owed `owed` but the chef held only `paid`; the rest stays owed.
    event RewardShortfall(address indexed user, uint256 indexed pid, uint256 owed, uint256 paid);
    /// @notice Pool `pid` accrued up to `lastRewardTime`.
    event PoolUpdated(uint256 indexed pid, uint256 accRewardPerShare, uint256 lastRewardTime);
    /// @notice The reward token was set.
    event RewardTokenSet(address rewardToken);
    /// @notice The contract allowed to call depositFor changed.
    event TrustedZapperSet(address trustedZapper);
    /// @notice The owner took back reward tokens no user is owed.
    event UndistributedRewardsRecovered(address to, uint256 amount);

    /// @notice A required address is zero.
    error ZeroAddress();
    /// @notice A zero amount where one is needed.
    error ZeroAmount();
    /// @notice No pool has this pid.
    error UnknownPool(uint256 pid);
    /// @notice The LP token already has a pool, or is the reward token.
    error BadLpToken(address lpToken);
    /// @notice MAX_POOLS reached.
    error TooManyPools();
    /// @notice depositFor called by another address than trustedZapper.
    error NotTrustedZapper(address caller);
    /// @notice Withdrawing more than the stake.
    error InsufficientStake(uint256 staked, uint256 requested);
    /// @notice A campaign was already started.
    error CampaignAlreadyStarted();
    /// @notice startEmission's start is in the past or beyond MAX_START_DELAY.
    error BadStartTime(uint256 startTime);
    /// @notice The budget is too small to emit anything.
    error BudgetTooSmall(uint256 budget);
    /// @notice recoverUndistributed before the campaign's end.
    error CampaignNotOver(uint256 endTime);

    /// @dev Owner, reward token and escrow of a fresh proxy.
    function __ChefBase_init(address owner_, address rewardToken_, address vestingEscrow_) internal onlyInitializing {
        __Ownable_init(owner_);
        if (rewardToken_ == address(0) || vestingEscrow_ == address(0)) revert ZeroAddress();
        rewardToken = rewardToken_;
        emit RewardTokenSet(rewardToken_);
        vestingEscrow = vestingEscrow_;
    }

    // ---------------------------------------------------------------- views

    /// @notice Number of pools.
    function poolLength() external view returns (uint256) {
        return _pools.length;
    }

    /// @notice Pool `pid` (the six fields, in PoolInfo order).
    function poolInfo(uint256 pid) external view returns (PoolInfo memory) {
        return _pool(pid);
    }

    /// @notice `user`'s stake in pool `pid`: amount, rewardDebt and owed (a recorded shortfall).
    function userInfo(uint256 pid, address user) external view returns (UserInfo memory) {
        return _users[pid][user];
    }

    /// @notice End of the campaign (0 before one is started).
    function emissionEnd() external view returns (uint256) {
        return endTime;
    }

    /// @notice Last second at which rewards are still paid (0 before a campaign).
    function harvestDeadline() public view returns (uint256) {
        return endTime == 0 ? 0 : uint256(endTime) + HARVEST_GRACE;
    }

    /// @notice Reward `user` would settle now in pool `pid` (including a recorded shortfall).
    function pendingReward(uint256 pid, address user) external view returns (uint256) {
        PoolInfo storage p = _pool(pid);
        UserInfo storage u = _users[pid][user];
        uint256 acc = p.accRewardPerShare;
        if (block.timestamp > p.lastRewardTime && p.totalStaked != 0) {
            acc += _poolReward(p, block.timestamp) * ACC_PRECISION / p.totalStaked;
        }
        return u.amount * acc / ACC_PRECISION - u.rewardDebt + u.owed;
    }

    /// @notice Reward tokens users may still claim, as of the last pool updates.
    function outstandingRewards() public view returns (uint256) {
        if (endTime != 0 && block.timestamp > harvestDeadline()) return 0;
        return totalAccrued - totalSettled;
    }

    /// @notice Total emission of the campaign over [from, to) (all pools).
    function emittedBetween(uint256 from, uint256 to) external view returns (uint256) {
        return _emitted(from, to);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Owner: set the contract allowed to call depositFor (0 disables it).
    function setTrustedZapper(address zapper) external onlyOwner {
        trustedZapper = zapper;
        emit TrustedZapperSet(zapper);
    }

    /// @notice Owner, once the campaign is over: send every reward token no user can
    /// still claim to `to` (after the harvest deadline, the whole balance).
    function recoverUndistributed(address to) external onlyOwner nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        if (endTime != 0 && block.timestamp < endTime) revert CampaignNotOver(endTime);
        massUpdatePools();
        uint256 balance = IERC20(rewardToken).balanceOf(address(this));
        uint256 keep = outstandingRewards();
        uint256 amount = balance > keep ? balance - keep : 0;
        if (amount != 0) IERC20(rewardToken).safeTransfer(to, amount);
        emit UndistributedRewardsRecovered(to, amount);
    }

    // ---------------------------------------------------------------- users

    /// @notice Accrue pool `pid` up to now.
    function updatePool(uint256 pid) public {
        _updatePool(pid, _pool(pid));
    }

    /// @notice Accrue every pool up to now.
    function massUpdatePools() public {
        uint256 n = _pools.length;
        for (uint256 pid; pid < n; ++pid) {
            _updatePool(pid, _pools[pid]);
        }
    }

    /// @notice Stake `amount` of pool `pid`'s LP token, settling the pending reward.
    function deposit(uint256 pid, uint256 amount) external nonReentrant {
        _deposit(pid, msg.sender, msg.sender, amount);
    }

    /// @notice Trusted zapper only: stake `amount` (pulled from the zapper) for `user`,
    /// settling `user`'s pending reward to `user`.
    function depositFor(address user, uint256 pid, uint256 amount) external nonReentrant {
        if (msg.sender != trustedZapper || msg.sender == address(0)) revert NotTrustedZapper(msg.sender);
        if (user == address(0)) revert ZeroAddress();
        _deposit(pid, msg.sender, user, amount);
    }

    /// @notice Settle the pending reward of pool `pid`.
    function harvest(uint256 pid) external nonReentrant {
        PoolInfo storage p = _pool(pid);
        UserInfo storage u = _users[pid][msg.sender];
        _updatePool(pid, p);
        _settle(pid, msg.sender, p, u);
        u.rewardDebt = u.amount * p.accRewardPerShare / ACC_PRECISION;
    }

    /// @notice Take the whole stake of pool `pid` back at once, dropping the pending reward.
    function emergencyWithdraw(uint256 pid) external nonReentrant {
        PoolInfo storage p = _pool(pid);
        UserInfo storage u = _users[pid][msg.sender];
        _updatePool(pid, p);
        uint256 amount = u.amount;
        uint256 dropped = amount * p.accRewardPerShare / ACC_PRECISION - u.rewardDebt + u.owed;
        totalSettled += dropped;
        u.amount = 0;
        u.rewardDebt = 0;
        u.owed = 0;
        p.totalStaked -= amount;
        IERC20(p.lpToken).safeTransfer(msg.sender, amount);
        emit EmergencyWithdraw(msg.sender, pid, amount);
    }

    // ---------------------------------------------------------------- internals

    /// @dev Total emission (all pools) over [from, to), clamped to the campaign.
    function _emitted(uint256 from, uint256 to) internal view virtual returns (uint256);

    /// @dev Emit the chef's RewardForfeited (its argument names differ per chef).
    function _emitForfeited(address user, uint256 pid, uint256 amount) internal virtual;

    /// @dev Receiver of deposit fees (none by default).
    function _feeRecipient() internal view virtual returns (address) {
        return address(0);
    }

    /// @dev The pool or UnknownPool.
    function _pool(uint256 pid) internal view returns (PoolInfo storage) {
        if (pid >= _pools.length) revert UnknownPool(pid);
        return _pools[pid];
    }

    /// @dev Register a pool (callers update every pool first and emit PoolAdded).
    function _addPool(address lpToken, uint256 allocPoint, uint16 depositFeeBps) internal returns (uint256 pid) {
        if (lpToken == address(0)) revert ZeroAddress();
        if (hasPool[lpToken] || lpToken == rewardToken) revert BadLpToken(lpToken);
        if (_pools.length >= MAX_POOLS) revert TooManyPools();
        massUpdatePools();
        hasPool[lpToken] = true;
        totalAllocPoint += allocPoint;
        pid = _pools.length;
        _pools.push(
            PoolInfo({
                lpToken: lpToken,
                allocPoint: allocPoint,
                lastRewardTime: block.timestamp,
                accRewardPerShare: 0,
                totalStaked: 0,
                depositFeeBps: depositFeeBps
            })
        );
    }

    /// @dev Change a pool's weight (callers emit PoolSet).
    function _setPool(uint256 pid, uint256 allocPoint) internal returns (PoolInfo storage p) {
        p = _pool(pid);
        massUpdatePools();
        totalAllocPoint = totalAllocPoint - p.allocPoint + allocPoint;
        p.allocPoint = allocPoint;
    }

    /// @dev Declare the campaign window; the caller checked the budget.
    function _startCampaign(uint256 start, uint256 duration) internal returns (uint64, uint64) {
        if (endTime != 0) revert CampaignAlreadyStarted();
        if (start == 0) start = block.timestamp;
        if (start < block.timestamp || start > block.timestamp + MAX_START_DELAY) revert BadStartTime(start);
        massUpdatePools();
        startTime = uint64(start);
        endTime = uint64(start + duration);
        return (startTime, endTime);
    }

    /// @dev This pool's share of the emission over [lastRewardTime, to).
    function _poolReward(PoolInfo storage p, uint256 to) internal view returns (uint256) {
        if (p.allocPoint == 0 || totalAllocPoint == 0) return 0;
        return Math.mulDiv(_emitted(p.lastRewardTime, to), p.allocPoint, totalAllocPoint);
    }

    /// @dev Accrue the pool up to now.
    function _updatePool(uint256 pid, PoolInfo storage p) internal {
        if (block.timestamp <= p.lastRewardTime) return;
        if (p.totalStaked != 0) {
            uint256 reward = _poolReward(p, block.timestamp);
            if (reward != 0) {
                p.accRewardPerShare += reward * ACC_PRECISION / p.totalStaked;
                totalAccrued += reward;
            }
        }
        p.lastRewardTime = block.timestamp;
        emit PoolUpdated(pid, p.accRewardPerShare, block.timestamp);
    }

    /// @dev Stake for `user` what arrives from `from`, minus the pool's deposit fee.
    function _deposit(uint256 pid, address from, address user, uint256 amount) internal {
        if (amount == 0) revert ZeroAmount();
        PoolInfo storage p = _pool(pid);
        UserInfo storage u = _users[pid][user];
        _updatePool(pid, p);
        _settle(pid, user, p, u);
        IERC20 lp = IERC20(p.lpToken);
        uint256 before = lp.balanceOf(address(this));
        lp.safeTransferFrom(from, address(this), amount);
        uint256 received = lp.balanceOf(address(this)) - before;
        uint256 fee = received * p.depositFeeBps / BPS_DENOM;
        if (fee != 0) lp.safeTransfer(_feeRecipient(), fee);
        uint256 credited = received - fee;
        u.amount += credited;
        p.totalStaked += credited;
        u.rewardDebt = u.amount * p.accRewardPerShare / ACC_PRECISION;
        emit Deposit(user, pid, credited);
    }

    /// @dev Settle the reward and take `amount` off the stake (the caller moves the LP).
    function _unstake(uint256 pid, address user, uint256 amount) internal returns (PoolInfo storage p) {
        if (amount == 0) revert ZeroAmount();
        p = _pool(pid);
        UserInfo storage u = _users[pid][user];
        if (amount > u.amount) revert InsufficientStake(u.amount, amount);
        _updatePool(pid, p);
        _settle(pid, user, p, u);
        u.amount -= amount;
        p.totalStaked -= amount;
        u.rewardDebt = u.amount * p.accRewardPerShare / ACC_PRECISION;
    }

    /// @dev Pay, record or forfeit `user`'s pending reward; the caller resets rewardDebt.
    function _settle(uint256 pid, address user, PoolInfo storage p, UserInfo storage u) internal {
        uint256 pending = u.amount * p.accRewardPerShare / ACC_PRECISION - u.rewardDebt + u.owed;
        u.owed = 0;
        if (pending == 0) return;
        if (endTime != 0 && block.timestamp > uint256(endTime) + HARVEST_GRACE) {
            totalSettled += pending;
            _emitForfeited(user, pid, pending);
            return;
        }
        uint256 balance = IERC20(rewardToken).balanceOf(address(this));
        uint256 paid = pending < balance ? pending : balance;
        if (paid != 0) {
            totalSettled += paid;
            uint256 liquid = paid / 2;
            uint256 vested = paid - liquid;
            IERC20 reward = IERC20(rewardToken);
            if (liquid != 0) reward.safeTransfer(user, liquid);
            address escrow = vestingEscrow;
            reward.forceApprove(escrow, vested);
            IRewardVestingEscrow(escrow).deposit(user, vested);
            emit RewardPaid(user, pid, paid);
        }
        if (paid < pending) {
            u.owed = pending - paid;
            emit RewardShortfall(user, pid, pending, paid);
        }
    }
}
