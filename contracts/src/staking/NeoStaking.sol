// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {NeoPayout} from "../fees/NeoPayout.sol";
import {OwnedUUPS} from "../fees/OwnedUUPS.sol";
import {IFeeRouter} from "../interfaces/IFeeRouter.sol";
import {IRewardNotifiable} from "../interfaces/IRewardNotifiable.sol";

/// @title NeoStaking
/// @notice Staking of NEO with a lock, paid in the Collector's fee tokens. Each
/// account holds one position: an amount, a lock option (0..3: 3, 6, 12 or 24
/// months) and a lock start. The option's boost weighs the position:
/// effective = amount * (BPS_DENOM + boostBps[option]) / BPS_DENOM. UUPS, behind NeoProxy.
/// @dev Rewards: the Collector's staking bucket transfers a fee token here and calls
/// notifyReward in the same call; the amount is spread over the effective stake at
/// that moment (accRewardPerEffShare[token] += amount * ACC_PRECISION / totalEffective).
/// Each account keeps the accumulator it was last settled at (accPaid); a settlement
/// credits effective * (acc - accPaid) / ACC_PRECISION to `pending` and moves accPaid
/// to acc. Every settlement rounds down from the account's own interval, so the sum
/// owed never exceeds what was notified (a product form, effective * acc - debt with
/// both terms rounded, can owe a wei more than arrived and, for NEO, eat principal).
/// ACC_PRECISION is 1e36 because the reward tokens include 6-decimal stablecoins: at
/// 1e18 a notification below totalEffective / 1e18 base units (8 USDC with 1M NEO at
/// 8x) would add nothing and be stranded. With no effective stake, or for a token
/// that is not an active reward token, the payout is forwarded to the treasury
/// (RewardForwardedToTreasury) so nothing is stranded.
///
/// Locks: a position unlocks at max(start, vestAnchor) + lockDuration(option). The
/// vest anchor lets an owner hold every lock until a launch date; it can only move
/// earlier after initialisation, so no lock is ever extended. Adding to a position
/// (Appended) keeps one position: the option can stay or rise (never fall), and the
/// start moves to the amount-weighted mean of the old start and now, so the added
/// NEO serves its share of a full lock and the old NEO keeps the time it served.
///
/// Boosts: setBoost changes an option's boost for stakes, appends and imports made
/// from then on; a position's effective stake is recomputed with the current boost
/// only when the position changes (there is no loop over positions).
///
/// Unstake: once unlocked, requestUnstake moves the whole (vested) amount into a
/// ticket that streams linearly over UNSTAKE_DRIP; withdrawUnstaked pays what has
/// streamed so far (Unstaked). A ticket earns no rewards. Rewards accrued before
/// stay claimable.
contract NeoStaking is IRewardNotifiable, OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Basis-point denominator of the boosts.
    uint256 public constant BPS_DENOM = 10_000;
    /// @notice Scale of accRewardPerEffShare (1e36: see the contract's notes on 6-decimal tokens).
    uint256 public constant ACC_PRECISION = 1e36;
    /// @notice How long an unstake ticket takes to stream out.
    uint256 public constant UNSTAKE_DRIP = 30 days;
    /// @notice Number of lock options.
    uint8 public constant OPTIONS = 4;
    /// @notice Highest boost the owner can set (a 11x multiplier).
    uint256 public constant MAX_BOOST_BPS = 100_000;
    /// @notice Most reward tokens, bounding the per-token loops.
    uint256 public constant MAX_REWARD_TOKENS = 8;
    /// @notice How long after removal a reward token can be purged.
    uint256 public constant PURGE_DELAY = 90 days;
    /// @notice Latest vest anchor initialize accepts, counted from the call.
    uint256 public constant MAX_ANCHOR_DELAY = 90 days;

    /// @notice One account's stake.
    struct Position {
        uint256 amount;
        uint256 effective;
        uint64 start;
        uint8 option;
    }

    /// @notice One account's unstake ticket: `amount` streams from `start` over UNSTAKE_DRIP.
    struct Ticket {
        uint256 amount;
        uint256 withdrawn;
        uint64 start;
    }

    /// @notice State of a reward token.
    struct RewardToken {
        bool listed; // iterated by settlements and claims
        bool active; // notifications accrue (otherwise they are forwarded)
        bool purged; // removed for good; can never be added again
        uint64 removedAt;
        uint256 accRewardPerEffShare;
    }

    /// @notice The staked token.
    address public neo;
    /// @notice The only caller of notifyReward (the Collector).
    address public rewardNotifier;
    /// @notice FeeRouter, used by claimAsNeo.
    address public feeRouter;
    /// @notice Receives forwarded rewards and purged balances.
    address public treasury;
    /// @notice Locks run from max(start, vestAnchor).
    uint64 public vestAnchor;
    /// @notice Sum of every position's effective stake.
    uint256 public totalEffective;
    /// @notice NEO in positions.
    uint256 public totalStaked;
    /// @notice NEO in unstake tickets, not yet withdrawn.
    uint256 public totalUnstaking;

    uint256[4] private _boostBps;
    uint256[4] private _stakedByOption;
    address[] private _rewardTokens;
    mapping(address token => RewardToken) private _reward;
    mapping(address account => Position) private _positions;
    mapping(address account => Ticket) private _tickets;
    mapping(address account => mapping(address token => uint256)) private _accPaid;
    mapping(address account => mapping(address token => uint256)) private _pending;

    /// @notice A new position.
    event Staked(address indexed account, uint256 amount, uint8 durationOption);
    /// @notice A position migrated in by the owner.
    event Imported(address indexed account, uint256 amount, uint8 durationOption);
    /// @notice NEO added to an existing position; `start` is its new lock start.
    event Appended(address indexed account, uint256 added, uint256 total, uint8 durationOption, uint64 start);
    /// @notice A reward accrued to the effective stake; `accRewardPerEffShare` is the new accumulator.
    event RewardNotified(address indexed token, uint256 amount, uint256 accRewardPerEffShare);
    /// @notice A reward went to the treasury (no effective stake, or not an active reward token).
    event RewardForwardedToTreasury(address indexed token, uint256 amount);
    /// @notice `account` was paid `amount` of reward `token`.
    event Claimed(address indexed account, address indexed token, uint256 amount);
    /// @notice The transfer of reward `token` to `account` failed; the reward stays pending.
    event ClaimSkipped(address indexed account, address indexed token);
    /// @notice `account` took `rewardIn` of `token` as `neoOut` NEO through FeeRouter.
    event ClaimedAsNeo(address indexed account, address indexed token, uint256 rewardIn, uint256 neoOut);
    /// @notice The position moved into an unstake ticket streaming from `start`.
    event UnstakeRequested(address indexed account, uint256 amount, uint64 start);
    /// @notice `amount` was withdrawn from the ticket.
    event Unstaked(address indexed account, uint256 amount);
    /// @notice The boost of a lock option changed.
    event BoostSet(uint8 durationOption, uint256 bps);
    /// @notice The notifier changed.
    event RewardNotifierSet(address rewardNotifier);
    /// @notice FeeRouter changed.
    event FeeRouterSet(address feeRouter);
    /// @notice The vest anchor changed.
    event VestAnchorSet(uint64 anchor);
    /// @notice The treasury changed.
    event TreasurySet(address treasury);
    /// @notice A reward token was added (or re-activated after a removal).
    event RewardTokenAdded(address indexed token);
    /// @notice A reward token stopped accruing; what accrued stays claimable until it is purged.
    event RewardTokenRemoved(address indexed token);
    /// @notice A removed reward token was dropped for good; its balance went to the treasury.
    event RewardTokenPurged(address indexed token);

    error ZeroAddress();
    error ZeroAmount();
    error BadOption(uint8 option);
    error BoostTooHigh(uint256 bps);
    error OptionDowngrade(uint8 current, uint8 requested);
    error PositionExists(address account);
    error NoPosition();
    error Locked(uint64 unlockAt);
    error NothingToWithdraw();
    error NothingToClaim();
    error Unauthorized();
    error AnchorTooLate(uint64 anchor);
    error TooManyRewardTokens();
    error RewardTokenListed(address token);
    error NotRewardToken(address token);
    error StillActive(address token);
    error TooEarly(uint64 purgeableAt);
    error Purged(address token);
    error BadStart(uint64 start);

    /// @notice Set up the proxy: the four boosts, the anchor and the first reward tokens.
    function initialize(
        address owner_,
        address neo_,
        address rewardNotifier_,
        address feeRouter_,
        address treasury_,
        uint64 vestAnchor_,
        uint256[4] calldata boosts,
        address[] calldata rewardTokens_
    ) external initializer {
        __Ownable_init(owner_);
        if (neo_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        if (vestAnchor_ > block.timestamp + MAX_ANCHOR_DELAY) revert AnchorTooLate(vestAnchor_);
        neo = neo_;
        _setRewardNotifier(rewardNotifier_);
        _setFeeRouter(feeRouter_);
        _setTreasury(treasury_);
        vestAnchor = vestAnchor_;
        emit VestAnchorSet(vestAnchor_);
        for (uint8 i; i < OPTIONS; ++i) _setBoost(i, boosts[i]);
        for (uint256 i; i < rewardTokens_.length; ++i) _addRewardToken(rewardTokens_[i]);
    }

    // ---------------------------------------------------------------- views

    /// @notice Lock length of an option: 3, 6, 12 or 24 months (90, 182, 365, 730 days).
    function lockDuration(uint8 option) public pure returns (uint256) {
        if (option == 0) return 90 days;
        if (option == 1) return 182 days;
        if (option == 2) return 365 days;
        if (option == 3) return 730 days;
        revert BadOption(option);
    }

    /// @notice Current boost of an option, in basis points over 1x.
    function boostBps(uint8 option) external view returns (uint256) {
        if (option >= OPTIONS) revert BadOption(option);
        return _boostBps[option];
    }

    /// @notice NEO staked in positions of an option.
    function stakedByOption(uint8 option) external view returns (uint256) {
        if (option >= OPTIONS) revert BadOption(option);
        return _stakedByOption[option];
    }

    /// @notice The listed reward tokens (active and removed-but-not-purged).
    function rewardTokens() external view returns (address[] memory) {
        return _rewardTokens;
    }

    /// @notice State of a reward token.
    function rewardToken(address token) external view returns (RewardToken memory) {
        return _reward[token];
    }

    /// @notice An account's position (zero when none).
    function positionOf(address account) external view returns (Position memory) {
        return _positions[account];
    }

    /// @notice An account's unstake ticket (zero when none).
    function ticketOf(address account) external view returns (Ticket memory) {
        return _tickets[account];
    }

    /// @notice When the account's position unlocks (0 when it has none).
    function unlockTime(address account) public view returns (uint64) {
        Position storage p = _positions[account];
        if (p.amount == 0) return 0;
        uint256 from = p.start > vestAnchor ? p.start : vestAnchor;
        return uint64(from + lockDuration(p.option));
    }

    /// @notice NEO of the account's ticket that has streamed and is not withdrawn yet.
    function withdrawable(address account) public view returns (uint256) {
        Ticket storage t = _tickets[account];
        if (t.amount == 0) return 0;
        uint256 elapsed = block.timestamp - t.start;
        uint256 streamed = elapsed >= UNSTAKE_DRIP ? t.amount : t.amount * elapsed / UNSTAKE_DRIP;
        return streamed - t.withdrawn;
    }

    /// @notice The account's unclaimed reward in `token` (0 for a token that is not
    /// listed: never added, or purged, which forfeits what was left).
    function pendingReward(address account, address token) public view returns (uint256) {
        if (!_reward[token].listed) return 0;
        return _pending[account][token] + _accrued(account, token);
    }

    /// @notice The account's unclaimed rewards, one per listed reward token.
    function pendingRewards(address account) external view returns (address[] memory tokens, uint256[] memory amounts) {
        tokens = _rewardTokens;
        amounts = new uint256[](tokens.length);
        for (uint256 i; i < tokens.length; ++i) amounts[i] = pendingReward(account, tokens[i]);
    }

    // ---------------------------------------------------------------- staking

    /// @notice Stake `amount` NEO with lock `option`, or add it to the caller's position
    /// (the option can rise, not fall; the lock start moves to the amount-weighted mean).
    function stake(uint256 amount, uint8 option) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        if (option >= OPTIONS) revert BadOption(option);
        IERC20(neo).safeTransferFrom(msg.sender, address(this), amount);
        Position storage p = _positions[msg.sender];
        if (p.amount == 0) {
            _open(msg.sender, amount, option, uint64(block.timestamp));
            emit Staked(msg.sender, amount, option);
            return;
        }
        if (option < p.option) revert OptionDowngrade(p.option, option);
        _settle(msg.sender);
        uint256 total = p.amount + amount;
        uint64 start = uint64((uint256(p.start) * p.amount + block.timestamp * amount) / total);
        _stakedByOption[p.option] -= p.amount;
        _stakedByOption[option] += total;
        totalStaked += amount;
        p.amount = total;
        p.option = option;
        p.start = start;
        _setEffective(msg.sender, _effective(total, option));
        emit Appended(msg.sender, amount, total, option, start);
    }

    /// @notice Owner: migrate a position in (the owner pays its NEO); only for an
    /// account without a position, with a start that is not in the future.
    function importStake(address account, uint256 amount, uint8 option, uint64 start) external onlyOwner nonReentrant {
        if (account == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        if (option >= OPTIONS) revert BadOption(option);
        if (start > block.timestamp) revert BadStart(start);
        if (_positions[account].amount != 0) revert PositionExists(account);
        IERC20(neo).safeTransferFrom(msg.sender, address(this), amount);
        _open(account, amount, option, start);
        emit Imported(account, amount, option);
    }

    /// @notice Move the caller's whole unlocked position into an unstake ticket that
    /// streams over UNSTAKE_DRIP. What an earlier ticket has streamed is paid first; an
    /// unstreamed rest of it joins the new ticket.
    function requestUnstake() external nonReentrant {
        Position storage p = _positions[msg.sender];
        uint256 amount = p.amount;
        if (amount == 0) revert NoPosition();
        uint64 unlockAt = unlockTime(msg.sender);
        if (block.timestamp < unlockAt) revert Locked(unlockAt);
        _settle(msg.sender);
        _setEffective(msg.sender, 0);
        _stakedByOption[p.option] -= amount;
        totalStaked -= amount;
        delete _positions[msg.sender];

        if (withdrawable(msg.sender) != 0) _withdraw(msg.sender);
        Ticket storage t = _tickets[msg.sender];
        uint256 carried = t.amount - t.withdrawn;
        t.amount = carried + amount;
        t.withdrawn = 0;
        t.start = uint64(block.timestamp);
        totalUnstaking += amount;
        emit UnstakeRequested(msg.sender, amount, uint64(block.timestamp));
    }

    /// @notice Withdraw what the caller's ticket has streamed so far.
    function withdrawUnstaked() external nonReentrant returns (uint256 amount) {
        if (withdrawable(msg.sender) == 0) revert NothingToWithdraw();
        return _withdraw(msg.sender);
    }

    // ---------------------------------------------------------------- rewards

    /// @inheritdoc IRewardNotifiable
    function notifyReward(address token, uint256 amount) external {
        if (msg.sender != rewardNotifier) revert Unauthorized();
        if (amount == 0) return;
        RewardToken storage r = _reward[token];
        uint256 eff = totalEffective;
        if (!r.active || eff == 0) {
            IERC20(token).safeTransfer(treasury, amount);
            emit RewardForwardedToTreasury(token, amount);
            return;
        }
        r.accRewardPerEffShare += Math.mulDiv(amount, ACC_PRECISION, eff);
        emit RewardNotified(token, amount, r.accRewardPerEffShare);
    }

    /// @notice Pay the caller every pending reward. A token whose transfer fails is
    /// skipped (ClaimSkipped) and stays pending; the others are paid.
    function claim() external nonReentrant {
        _settle(msg.sender);
        address[] memory tokens = _rewardTokens;
        bool any;
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            uint256 amount = _pending[msg.sender][token];
            if (amount == 0) continue;
            any = true;
            _pending[msg.sender][token] = 0;
            if (IERC20(token).trySafeTransfer(msg.sender, amount)) {
                emit Claimed(msg.sender, token, amount);
            } else {
                _pending[msg.sender][token] = amount;
                emit ClaimSkipped(msg.sender, token);
            }
        }
        if (!any) revert NothingToClaim();
    }

    /// @notice Take the caller's pending reward in `token` as NEO: swapped through
    /// FeeRouter along `path` (token ... NEO; ignored for NEO itself) with every fee
    /// deducted, reverting below `minNeoOut`.
    function claimAsNeo(address token, address[] calldata path, uint256 minNeoOut, uint256 deadline)
        external
        nonReentrant
        returns (uint256 neoOut)
    {
        // A purged token's leftover pending is forfeited (its balance went to the
        // treasury; for NEO, what remains is principal).
        if (!_reward[token].listed) revert NotRewardToken(token);
        _settle(msg.sender);
        uint256 amount = _pending[msg.sender][token];
        if (amount == 0) revert NothingToClaim();
        _pending[msg.sender][token] = 0;
        neoOut = NeoPayout.payAsNeo(token, neo, feeRouter, amount, path, minNeoOut, deadline, msg.sender);
        emit ClaimedAsNeo(msg.sender, token, amount, neoOut);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Owner: set an option's boost (applies to positions as they next change).
    function setBoost(uint8 option, uint256 bps) external onlyOwner {
        _setBoost(option, bps);
    }

    /// @notice Owner: set the notifier (the Collector).
    function setRewardNotifier(address notifier) external onlyOwner {
        _setRewardNotifier(notifier);
    }

    /// @notice Owner: set FeeRouter.
    function setFeeRouter(address router) external onlyOwner {
        _setFeeRouter(router);
    }

    /// @notice Owner: set the treasury.
    function setTreasury(address treasury_) external onlyOwner {
        if (treasury_ == address(0)) revert ZeroAddress();
        _setTreasury(treasury_);
    }

    /// @notice Owner: move the vest anchor earlier (it never moves later, so no lock grows).
    function setVestAnchor(uint64 anchor) external onlyOwner {
        if (anchor > vestAnchor) revert AnchorTooLate(anchor);
        vestAnchor = anchor;
        emit VestAnchorSet(anchor);
    }

    /// @notice Owner: add a reward token, or re-activate a removed one.
    function addRewardToken(address token) external onlyOwner {
        _addRewardToken(token);
    }

    /// @notice Owner: stop a reward token accruing; its notifications go to the treasury.
    function removeRewardToken(address token) external onlyOwner {
        RewardToken storage r = _reward[token];
        if (!r.active) revert NotRewardToken(token);
        r.active = false;
        r.removedAt = uint64(block.timestamp);
        emit RewardTokenRemoved(token);
    }

    /// @notice Owner: drop a token removed at least PURGE_DELAY ago for good. Its
    /// unclaimed rewards are forfeited and its balance (NEO principal excepted) goes
    /// to the treasury; it can never be added again.
    function purgeRewardToken(address token) external onlyOwner nonReentrant {
        RewardToken storage r = _reward[token];
        if (!r.listed) revert NotRewardToken(token);
        if (r.active) revert StillActive(token);
        uint64 purgeableAt = uint64(r.removedAt + PURGE_DELAY);
        if (block.timestamp < purgeableAt) revert TooEarly(purgeableAt);
        r.listed = false;
        r.purged = true;
        uint256 n = _rewardTokens.length;
        for (uint256 i; i < n; ++i) {
            if (_rewardTokens[i] == token) {
                _rewardTokens[i] = _rewardTokens[n - 1];
                _rewardTokens.pop();
                break;
            }
        }
        uint256 balance = IERC20(token).balanceOf(address(this));
        if (token == neo) balance -= totalStaked + totalUnstaking;
        if (balance != 0) IERC20(token).safeTransfer(treasury, balance);
        emit RewardTokenPurged(token);
    }

    // ---------------------------------------------------------------- internals

    function _effective(uint256 amount, uint8 option) private view returns (uint256) {
        return amount * (BPS_DENOM + _boostBps[option]) / BPS_DENOM;
    }

    /// @dev Open a position for an account that has none.
    function _open(address account, uint256 amount, uint8 option, uint64 start) private {
        _settle(account);
        Position storage p = _positions[account];
        p.amount = amount;
        p.option = option;
        p.start = start;
        _stakedByOption[option] += amount;
        totalStaked += amount;
        _setEffective(account, _effective(amount, option));
    }

    /// @dev Reward accrued since the account's last settlement (a listed token).
    function _accrued(address account, address token) private view returns (uint256) {
        uint256 delta = _reward[token].accRewardPerEffShare - _accPaid[account][token];
        return Math.mulDiv(_positions[account].effective, delta, ACC_PRECISION);
    }

    /// @dev Credit every listed token's accrual to pending and move the account's
    /// accumulators to now. Runs before every change of an effective stake.
    function _settle(address account) private {
        address[] memory tokens = _rewardTokens;
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            uint256 acc = _reward[token].accRewardPerEffShare;
            uint256 paid = _accPaid[account][token];
            if (acc == paid) continue;
            uint256 a = Math.mulDiv(_positions[account].effective, acc - paid, ACC_PRECISION);
            if (a != 0) _pending[account][token] += a;
            _accPaid[account][token] = acc;
        }
    }

    /// @dev Set a settled account's effective stake.
    function _setEffective(address account, uint256 eff) private {
        Position storage p = _positions[account];
        totalEffective = totalEffective - p.effective + eff;
        p.effective = eff;
    }

    /// @dev Pay the streamed part of the account's ticket.
    function _withdraw(address account) private returns (uint256 amount) {
        amount = withdrawable(account);
        Ticket storage t = _tickets[account];
        t.withdrawn += amount;
        totalUnstaking -= amount;
        if (t.withdrawn == t.amount) delete _tickets[account];
        IERC20(neo).safeTransfer(account, amount);
        emit Unstaked(account, amount);
    }

    function _setBoost(uint8 option, uint256 bps) private {
        if (option >= OPTIONS) revert BadOption(option);
        if (bps > MAX_BOOST_BPS) revert BoostTooHigh(bps);
        _boostBps[option] = bps;
        emit BoostSet(option, bps);
    }

    function _setRewardNotifier(address notifier) private {
        rewardNotifier = notifier;
        emit RewardNotifierSet(notifier);
    }

    function _setFeeRouter(address router) private {
        feeRouter = router;
        emit FeeRouterSet(router);
    }

    function _setTreasury(address treasury_) private {
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    function _addRewardToken(address token) private {
        if (token == address(0)) revert ZeroAddress();
        RewardToken storage r = _reward[token];
        if (r.purged) revert Purged(token);
        if (r.active) revert RewardTokenListed(token);
        if (!r.listed) {
            if (_rewardTokens.length >= MAX_REWARD_TOKENS) revert TooManyRewardTokens();
            _rewardTokens.push(token);
            r.listed = true;
        }
        r.active = true;
        r.removedAt = 0;
        emit RewardTokenAdded(token);
    }
}
