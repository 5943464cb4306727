// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {NeoPayout} from "./NeoPayout.sol";
import {OwnedUUPS} from "./OwnedUUPS.sol";
import {IFeeRouter} from "../interfaces/IFeeRouter.sol";
import {IRewardNotifiable} from "../interfaces/IRewardNotifiable.sol";

/// @title RakebackV2
/// @notice Pays each trader back 2/7 of the protocol fees it paid, by merkle claim, one
/// root per weekly epoch covering at most MAX_TOKENS_PER_EPOCH quote tokens. UUPS, behind
/// NeoProxy. The Collector's Rakeback bucket pays it with notify on, which is how it
/// measures its inflow per token.
/// @dev Leaves are those of OpenZeppelin's StandardMerkleTree (@openzeppelin/merkle-tree)
/// over the types (uint256 epoch, address token, uint256 index, address account, uint256
/// amount): leaf = keccak256(bytes.concat(keccak256(abi.encode(epoch, token, index, account,
/// amount)))), pairs hashed sorted (MerkleProof). `index` is the leaf's global 0-based
/// position in the epoch's list of values and its bit in the epoch's claimed bitmap.
///
/// Slice lifecycle, per (epoch, token), each independent of every other:
///   none --postRoot--> pending --activate (after the delay)--> claimable
///   claimable --expireRoot (after CLAIM_WINDOW from activation)--> expired (Expired)
///   pending --expireRoot (never activated within the delay plus CLAIM_WINDOW)--> expired
///     (PendingSliceExpired)
///   pending or claimable --cancelRoot (owner)--> expired
/// Accounting per token: received (from the notifier) = posted + unposted; posted =
/// claimed + liability (live slices) + expired remainders (sweepable, then swept). A
/// slice can never pay out more than it declared, and sweep moves only expired
/// remainders, so no live claim is ever short.
contract RakebackV2 is IRewardNotifiable, OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Claim window of a slice, from its activation.
    uint64 public constant CLAIM_WINDOW = 30 days;
    /// @notice Most tokens one epoch's root covers.
    uint256 public constant MAX_TOKENS_PER_EPOCH = 8;
    /// @notice Bounds of the activation delay (post to activation).
    uint64 public constant MIN_ACTIVATION_DELAY = 1 hours;
    uint64 public constant MAX_ACTIVATION_DELAY = 7 days;
    /// @notice Epoch number = (timestamp - EPOCH_OFFSET) / EPOCH_LENGTH: weeks closing
    /// Sunday 00:00 UTC.
    uint256 public constant EPOCH_OFFSET = 259_200;
    uint256 public constant EPOCH_LENGTH = 604_800;

    /// @notice Lifecycle status of a slice.
    enum Status {
        None,
        Pending,
        Claimable,
        Expired
    }

    /// @notice One epoch's root.
    struct Root {
        bytes32 root;
        uint64 postedAt;
        /// Activation is possible from this time on (postedAt + the delay at post time).
        uint64 activatableAt;
        bool cancelled;
    }

    /// @notice One (epoch, token) slice.
    struct Slice {
        uint128 declaredTotal;
        uint128 claimed;
        uint64 activatedAt;
        Status status;
    }

    /// @notice Signs postRoot (the weekly job's key).
    address public poster;
    /// @notice The only caller of notifyReward (the Collector).
    address public notifier;
    /// @notice FeeRouter, used by claimAsNeo.
    address public feeRouter;
    /// @notice NEO, the output of claimAsNeo.
    address public neo;
    /// @notice Receives swept remainders.
    address public treasury;
    /// @notice Delay from a post until its slices can be activated.
    uint64 public activationDelay;

    /// @notice Inflow measured from the notifier, per token.
    mapping(address token => uint256) public received;
    /// @notice Declared totals of every posted slice, per token.
    mapping(address token => uint256) public posted;
    /// @notice What live (pending or claimable) slices still owe, per token.
    mapping(address token => uint256) public liability;
    /// @notice Expired remainders not swept yet, per token.
    mapping(address token => uint256) public sweepable;

    mapping(uint256 epoch => Root) private _roots;
    mapping(uint256 epoch => address[]) private _epochTokens;
    mapping(uint256 epoch => mapping(address token => Slice)) private _slices;
    mapping(uint256 epoch => mapping(uint256 word => uint256)) private _claimedBits;

    /// @notice The root of `epoch` was posted.
    event RootPosted(uint256 indexed epoch, bytes32 root, uint64 postedAt);
    /// @notice One token slice of a posted root.
    event SlicePosted(uint256 indexed epoch, address indexed token, uint256 declaredTotal);
    /// @notice The slice became claimable; its window ends CLAIM_WINDOW later.
    event Activated(uint256 indexed epoch, address indexed token, uint64 activatedAt);
    /// @notice Leaf `index` was paid to `account`.
    event Claimed(uint256 indexed epoch, address indexed token, uint256 index, address account, uint256 amount);
    /// @notice `user` took leaf `index` of (epoch, token) as `neoOut` NEO through FeeRouter.
    event ClaimedAsNeo(
        address indexed user, address indexed token, uint256 indexed epoch, uint256 amountIn, uint256 neoOut
    );
    /// @notice A claimable slice's window passed (or its root was cancelled); `remainder`
    /// left the liability record.
    event Expired(uint256 indexed epoch, address indexed token, uint256 remainder);
    /// @notice A slice expired before activation (never activated in time, or root
    /// cancelled); all of `remainder` (its declared total) left the liability record.
    event PendingSliceExpired(uint256 indexed epoch, address indexed token, uint256 remainder);
    /// @notice The owner cancelled the root of `epoch`.
    event RootCancelled(uint256 indexed epoch);
    /// @notice Expired remainders went to `to`.
    event Swept(address indexed token, address indexed to, uint256 amount);
    event PosterSet(address poster);
    event NotifierSet(address notifier);
    event FeeRouterSet(address feeRouter);
    event TreasurySet(address treasury);
    event ActivationDelaySet(uint64 activationDelay);

    error ZeroAddress();
    error NotPoster();
    error NotNotifier();
    error EpochNotClosed(uint256 epoch);
    error AlreadyPosted(uint256 epoch);
    error BadTokens();
    error LengthMismatch();
    error ZeroTotal(address token);
    error InflowExceeded(address token, uint256 declaredTotal, uint256 available);
    error NotPending(uint256 epoch, address token);
    error NotClaimable(uint256 epoch, address token);
    error TooEarly(uint64 activatableAt);
    error WindowClosed(uint64 deadline);
    error AlreadyClaimed(uint256 epoch, uint256 index);
    error InvalidProof();
    error SliceOverdrawn(uint256 epoch, address token);
    error NotExpirable(uint256 epoch, address token);
    error NotCancellable(uint256 epoch);
    error NothingToSweep(address token);
    error DelayOutOfBounds(uint64 delay);

    /// @notice Set up the proxy.
    function initialize(
        address owner_,
        address poster_,
        address notifier_,
        address feeRouter_,
        address neo_,
        address treasury_,
        uint64 activationDelay_
    ) external initializer {
        __Ownable_init(owner_);
        if (neo_ == address(0)) revert ZeroAddress();
        neo = neo_;
        _setPoster(poster_);
        _setNotifier(notifier_);
        _setFeeRouter(feeRouter_);
        _setTreasury(treasury_);
        _setActivationDelay(activationDelay_);
    }

    // ---------------------------------------------------------------- views

    /// @notice The epoch containing `timestamp`.
    function epochOf(uint256 timestamp) public pure returns (uint256) {
        return timestamp < EPOCH_OFFSET ? 0 : (timestamp - EPOCH_OFFSET) / EPOCH_LENGTH;
    }

    /// @notice The epoch in progress (not closed, so not postable).
    function currentEpoch() external view returns (uint256) {
        return epochOf(block.timestamp);
    }

    /// @notice The root of `epoch` (zero root when none was posted).
    function rootOf(uint256 epoch) external view returns (Root memory) {
        return _roots[epoch];
    }

    /// @notice The tokens of `epoch`'s root.
    function epochTokens(uint256 epoch) external view returns (address[] memory) {
        return _epochTokens[epoch];
    }

    /// @notice The slice (epoch, token).
    function sliceOf(uint256 epoch, address token) external view returns (Slice memory) {
        return _slices[epoch][token];
    }

    /// @notice End of the slice's claim window (inclusive); 0 while not activated.
    function claimDeadline(uint256 epoch, address token) public view returns (uint64) {
        uint64 activatedAt = _slices[epoch][token].activatedAt;
        return activatedAt == 0 ? 0 : activatedAt + CLAIM_WINDOW;
    }

    /// @notice True once leaf `index` of `epoch` was claimed.
    function isClaimed(uint256 epoch, uint256 index) public view returns (bool) {
        return _claimedBits[epoch][index >> 8] & (1 << (index & 0xff)) != 0;
    }

    /// @notice Inflow of `token` not covered by any posted slice yet: the cap of the next
    /// slice of `token`.
    function unposted(address token) public view returns (uint256) {
        return received[token] - posted[token];
    }

    /// @notice The standard-merkle-tree leaf of (epoch, token, index, account, amount).
    function leafOf(uint256 epoch, address token, uint256 index, address account, uint256 amount)
        public
        pure
        returns (bytes32)
    {
        return keccak256(bytes.concat(keccak256(abi.encode(epoch, token, index, account, amount))));
    }

    // ---------------------------------------------------------------- inflow

    /// @inheritdoc IRewardNotifiable
    function notifyReward(address token, uint256 amount) external {
        if (msg.sender != notifier) revert NotNotifier();
        received[token] += amount;
    }

    // ---------------------------------------------------------------- lifecycle

    /// @notice Poster: publish the root of the closed `epoch` with one slice per token,
    /// each declared total at most what arrived from the notifier and is not posted yet.
    function postRoot(uint256 epoch, bytes32 root, address[] calldata tokens, uint256[] calldata declaredTotals)
        external
    {
        if (msg.sender != poster) revert NotPoster();
        if (epoch >= epochOf(block.timestamp)) revert EpochNotClosed(epoch);
        if (_roots[epoch].postedAt != 0) revert AlreadyPosted(epoch);
        uint256 n = tokens.length;
        if (n == 0 || n > MAX_TOKENS_PER_EPOCH || root == bytes32(0)) revert BadTokens();
        if (declaredTotals.length != n) revert LengthMismatch();
        uint64 now_ = uint64(block.timestamp);
        _roots[epoch] = Root({root: root, postedAt: now_, activatableAt: now_ + activationDelay, cancelled: false});
        emit RootPosted(epoch, root, now_);
        for (uint256 i; i < n; ++i) {
            address token = tokens[i];
            uint256 total = declaredTotals[i];
            if (token == address(0) || _slices[epoch][token].status != Status.None) revert BadTokens();
            if (total == 0) revert ZeroTotal(token);
            uint256 available = unposted(token);
            if (total > available) revert InflowExceeded(token, total, available);
            posted[token] += total;
            liability[token] += total;
            // SafeCast: a total above uint128 reverts rather than booking more than the slice holds.
            _slices[epoch][token] =
                Slice({declaredTotal: SafeCast.toUint128(total), claimed: 0, activatedAt: 0, status: Status.Pending});
            _epochTokens[epoch].push(token);
            emit SlicePosted(epoch, token, total);
        }
    }

    /// @notice Anyone: open the slice for claims once the activation delay has passed.
    function activate(uint256 epoch, address token) external {
        Slice storage s = _slices[epoch][token];
        if (s.status != Status.Pending) revert NotPending(epoch, token);
        Root storage r = _roots[epoch];
        if (block.timestamp < r.activatableAt) revert TooEarly(r.activatableAt);
        if (block.timestamp > uint256(r.activatableAt) + CLAIM_WINDOW) revert WindowClosed(r.activatableAt + CLAIM_WINDOW);
        uint64 now_ = uint64(block.timestamp);
        s.activatedAt = now_;
        s.status = Status.Claimable;
        emit Activated(epoch, token, now_);
    }

    /// @notice Anyone: pay leaf `index` of (epoch, token) to `account`.
    function claim(
        uint256 epoch,
        address token,
        uint256 index,
        address account,
        uint256 amount,
        bytes32[] calldata proof
    ) external nonReentrant {
        _claim(epoch, token, index, account, amount, proof);
        IERC20(token).safeTransfer(account, amount);
        emit Claimed(epoch, token, index, account, amount);
    }

    /// @notice Anyone: pay several leaves, all or none (send only still-claimable leaves).
    function claimMany(
        uint256[] calldata epochs,
        address[] calldata tokens,
        uint256[] calldata indexes,
        address[] calldata accounts,
        uint256[] calldata amounts,
        bytes32[][] calldata proofs
    ) external nonReentrant {
        uint256 n = epochs.length;
        if (
            tokens.length != n || indexes.length != n || accounts.length != n || amounts.length != n
                || proofs.length != n
        ) revert LengthMismatch();
        for (uint256 i; i < n; ++i) {
            _claim(epochs[i], tokens[i], indexes[i], accounts[i], amounts[i], proofs[i]);
            IERC20(tokens[i]).safeTransfer(accounts[i], amounts[i]);
            emit Claimed(epochs[i], tokens[i], indexes[i], accounts[i], amounts[i]);
        }
    }

    /// @notice The caller takes its own leaf as NEO, swapped through FeeRouter along
    /// `path` (token ... NEO) with at least `minNeoOut`; a NEO leaf is paid as is.
    function claimAsNeo(
        uint256 epoch,
        address token,
        uint256 index,
        uint256 amount,
        bytes32[] calldata proof,
        address[] calldata path,
        uint256 minNeoOut,
        uint256 deadline
    ) external nonReentrant returns (uint256 neoOut) {
        _claim(epoch, token, index, msg.sender, amount, proof);
        neoOut = NeoPayout.payAsNeo(token, neo, feeRouter, amount, path, minNeoOut, deadline, msg.sender);
        emit ClaimedAsNeo(msg.sender, token, epoch, amount, neoOut);
    }

    /// @notice Anyone: expire a slice whose time is up: a claimable one after its window,
    /// a pending one never activated within the activation delay plus CLAIM_WINDOW.
    function expireRoot(uint256 epoch, address token) external {
        Slice storage s = _slices[epoch][token];
        if (s.status == Status.Claimable) {
            uint64 deadline = s.activatedAt + CLAIM_WINDOW;
            if (block.timestamp <= deadline) revert NotExpirable(epoch, token);
        } else if (s.status == Status.Pending) {
            if (block.timestamp <= uint256(_roots[epoch].activatableAt) + CLAIM_WINDOW) {
                revert NotExpirable(epoch, token);
            }
        } else {
            revert NotExpirable(epoch, token);
        }
        _expire(epoch, token, s);
    }

    /// @notice Owner: cancel the root of `epoch`; every pending or claimable slice of it
    /// expires now (claimed leaves stay paid).
    function cancelRoot(uint256 epoch) external onlyOwner {
        Root storage r = _roots[epoch];
        if (r.postedAt == 0 || r.cancelled) revert NotCancellable(epoch);
        r.cancelled = true;
        emit RootCancelled(epoch);
        address[] storage tokens = _epochTokens[epoch];
        for (uint256 i; i < tokens.length; ++i) {
            Slice storage s = _slices[epoch][tokens[i]];
            if (s.status == Status.Pending || s.status == Status.Claimable) _expire(epoch, tokens[i], s);
        }
    }

    /// @notice Owner or poster: send the expired remainders of `token` to the treasury.
    /// Only expired remainders move: live liabilities and unposted inflow stay. The
    /// poster may sweep too because the destination is fixed (the treasury), so the
    /// weekly job can finish a slice's lifecycle without the owner's key.
    function sweep(address token) external nonReentrant returns (uint256 amount) {
        if (msg.sender != owner() && msg.sender != poster) revert NotPoster();
        amount = sweepable[token];
        if (amount == 0) revert NothingToSweep(token);
        sweepable[token] = 0;
        address to = treasury;
        IERC20(token).safeTransfer(to, amount);
        emit Swept(token, to, amount);
    }

    // ---------------------------------------------------------------- admin

    /// @notice Owner: set the poster.
    function setPoster(address poster_) external onlyOwner {
        _setPoster(poster_);
    }

    /// @notice Owner: set the notifier (the Collector).
    function setNotifier(address notifier_) external onlyOwner {
        _setNotifier(notifier_);
    }

    /// @notice Owner: set FeeRouter.
    function setFeeRouter(address router) external onlyOwner {
        _setFeeRouter(router);
    }

    /// @notice Owner: set the treasury.
    function setTreasury(address treasury_) external onlyOwner {
        _setTreasury(treasury_);
    }

    /// @notice Owner: set the activation delay of later posts, within the bounds.
    function setActivationDelay(uint64 delay) external onlyOwner {
        _setActivationDelay(delay);
    }

    // ---------------------------------------------------------------- internal

    /// @dev Check leaf `index` against the slice and the root, mark it claimed and book it.
    function _claim(
        uint256 epoch,
        address token,
        uint256 index,
        address account,
        uint256 amount,
        bytes32[] calldata proof
    ) private {
        if (!MerkleProof.verifyCalldata(proof, _roots[epoch].root, leafOf(epoch, token, index, account, amount))) {
            revert InvalidProof();
        }
        Slice storage s = _slices[epoch][token];
        if (s.status != Status.Claimable) revert NotClaimable(epoch, token);
        if (block.timestamp > s.activatedAt + CLAIM_WINDOW) revert WindowClosed(s.activatedAt + CLAIM_WINDOW);
        _setClaimed(epoch, index);
        uint256 claimed = uint256(s.claimed) + amount;
        if (claimed > s.declaredTotal) revert SliceOverdrawn(epoch, token);
        s.claimed = uint128(claimed);
        liability[token] -= amount;
    }

    /// @dev Set the claimed bit of leaf `index` of `epoch`, reverting when already set.
    function _setClaimed(uint256 epoch, uint256 index) private {
        uint256 bit = 1 << (index & 0xff);
        uint256 bits = _claimedBits[epoch][index >> 8];
        if (bits & bit != 0) revert AlreadyClaimed(epoch, index);
        _claimedBits[epoch][index >> 8] = bits | bit;
    }

    /// @dev Move a live slice to expired; its remainder becomes sweepable.
    function _expire(uint256 epoch, address token, Slice storage s) private {
        uint256 remainder = uint256(s.declaredTotal) - s.claimed;
        bool wasPending = s.status == Status.Pending;
        s.status = Status.Expired;
        liability[token] -= remainder;
        sweepable[token] += remainder;
        if (wasPending) emit PendingSliceExpired(epoch, token, remainder);
        else emit Expired(epoch, token, remainder);
    }

    function _setPoster(address poster_) private {
        if (poster_ == address(0)) revert ZeroAddress();
        poster = poster_;
        emit PosterSet(poster_);
    }

    function _setNotifier(address notifier_) private {
        if (notifier_ == address(0)) revert ZeroAddress();
        notifier = notifier_;
        emit NotifierSet(notifier_);
    }

    function _setFeeRouter(address router) private {
        if (router == address(0)) revert ZeroAddress();
        feeRouter = router;
        emit FeeRouterSet(router);
    }

    function _setTreasury(address treasury_) private {
        if (treasury_ == address(0)) revert ZeroAddress();
        treasury = treasury_;
        emit TreasurySet(treasury_);
    }

    function _setActivationDelay(uint64 delay) private {
        if (delay < MIN_ACTIVATION_DELAY || delay > MAX_ACTIVATION_DELAY) revert DelayOutOfBounds(delay);
        activationDelay = delay;
        emit ActivationDelaySet(delay);
    }
}
