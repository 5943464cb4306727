// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {OwnedUUPS} from "../fees/OwnedUUPS.sol";
import {IRewardVestingEscrow} from "../interfaces/IRewardVestingEscrow.sol";

/// @title RewardVestingEscrow
/// @notice Holds the vested half of the chefs' rewards (UUPS, behind NeoProxy). Each
/// deposit is a grant of its account releasing linearly over VESTING_DURATION from the
/// deposit: vested(t) = amount * min(t - start, VESTING_DURATION) / VESTING_DURATION.
/// claim pays everything vested and unclaimed across the caller's grants. Only the
/// depositors the owner registered (the chefs) may deposit.
contract RewardVestingEscrow is IRewardVestingEscrow, OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Length of each grant's linear release.
    uint256 public constant VESTING_DURATION = 180 days;

    /// @notice One deposit of an account.
    struct Grant {
        uint256 amount;
        uint256 claimed;
        uint64 start;
        uint64 end;
    }

    /// @notice The escrowed token (NEO).
    address public token;
    /// @notice Addresses allowed to deposit.
    mapping(address => bool) public isDepositor;
    /// @dev Grants by account, in deposit order (the index is the grant id).
    mapping(address => Grant[]) private _grants;
    /// @notice First grant of an account that is not fully claimed.
    mapping(address => uint256) public firstOpenGrant;
    /// @notice Sum of every grant.
    uint256 public totalDeposited;
    /// @notice Sum of every claim.
    uint256 public totalClaimed;

    /// @notice A grant of `amount` to `account`, releasing linearly over [start, end].
    event Deposited(address indexed account, uint256 indexed grantId, uint256 amount, uint64 start, uint64 end);
    /// @notice `account` claimed `amount` of vested tokens.
    event Claimed(address indexed account, uint256 amount);
    /// @notice `depositor` may (or may no longer) deposit.
    event DepositorSet(address indexed depositor, bool allowed);

    /// @notice A required address is zero.
    error ZeroAddress();
    /// @notice deposit called by an unregistered address.
    error NotDepositor(address caller);
    /// @notice A zero deposit.
    error ZeroAmount();

    /// @notice Set up the proxy: owner and escrowed token.
    function initialize(address owner_, address token_) external initializer {
        __Ownable_init(owner_);
        if (token_ == address(0)) revert ZeroAddress();
        token = token_;
    }

    /// @notice Owner: allow or disallow a depositor.
    function setDepositor(address depositor, bool allowed) external onlyOwner {
        if (depositor == address(0)) revert ZeroAddress();
        isDepositor[depositor] = allowed;
        emit DepositorSet(depositor, allowed);
    }

    /// @inheritdoc IRewardVestingEscrow
    function deposit(address account, uint256 amount) external nonReentrant returns (uint256 grantId) {
        if (!isDepositor[msg.sender]) revert NotDepositor(msg.sender);
        if (account == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        uint64 start = uint64(block.timestamp);
        uint64 end = uint64(block.timestamp + VESTING_DURATION);
        grantId = _grants[account].length;
        _grants[account].push(Grant({amount: amount, claimed: 0, start: start, end: end}));
        totalDeposited += amount;
        emit Deposited(account, grantId, amount, start, end);
    }

    /// @notice Pay the caller everything vested and unclaimed.
    function claim() external nonReentrant returns (uint256 amount) {
        Grant[] storage gs = _grants[msg.sender];
        uint256 n = gs.length;
        uint256 i = firstOpenGrant[msg.sender];
        uint256 open = i;
        for (; i < n; ++i) {
            Grant storage g = gs[i];
            uint256 due = _vested(g, block.timestamp) - g.claimed;
            if (due != 0) {
                g.claimed += due;
                amount += due;
            }
            if (g.claimed == g.amount && open == i) open = i + 1;
        }
        firstOpenGrant[msg.sender] = open;
        if (amount != 0) {
            totalClaimed += amount;
            IERC20(token).safeTransfer(msg.sender, amount);
            emit Claimed(msg.sender, amount);
        }
    }

    /// @notice What `account` could claim now.
    function claimable(address account) external view returns (uint256 amount) {
        Grant[] storage gs = _grants[account];
        for (uint256 i = firstOpenGrant[account]; i < gs.length; ++i) {
            amount += _vested(gs[i], block.timestamp) - gs[i].claimed;
        }
    }

    /// @notice Tokens of `account` not yet claimed (vested or not).
    function unclaimed(address account) external view returns (uint256 amount) {
        Grant[] storage gs = _grants[account];
        for (uint256 i = firstOpenGrant[account]; i < gs.length; ++i) {
            amount += gs[i].amount - gs[i].claimed;
        }
    }

    /// @notice Number of grants of `account`.
    function grantCount(address account) external view returns (uint256) {
        return _grants[account].length;
    }

    /// @notice Grant `grantId` of `account`.
    function grant(address account, uint256 grantId) external view returns (Grant memory) {
        return _grants[account][grantId];
    }

    /// @notice Escrowed tokens not yet claimed by anyone.
    function totalUnclaimed() external view returns (uint256) {
        return totalDeposited - totalClaimed;
    }

    /// @dev Linear release of `g` at `t`.
    function _vested(Grant storage g, uint256 t) private view returns (uint256) {
        if (t <= g.start) return 0;
        if (t >= g.end) return g.amount;
        return Math.mulDiv(g.amount, t - g.start, uint256(g.end) - g.start);
    }
}
