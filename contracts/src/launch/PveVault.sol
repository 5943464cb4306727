// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {IPveVault} from "../interfaces/IPveVault.sol";
import {INeocatStaking} from "../interfaces/INeocatStaking.sol";

/// @title PveVault
/// @notice Escrow of PvE coin slices. The curve sends every PvE fill of a coin here
/// (recordReceipt books it), and at graduation credits the coin's whole escrow in one drop
/// to staked-Neocat holders, sized by NeocatStaking balances at the block before the credit.
/// Holders claim their share whenever they like: claims never expire.
/// @dev Each coin is its own ERC-20, so the vault's balance of a coin is exactly that coin's
/// escrow (including fills whose booking call failed). The owner's only power over escrow is
/// to forward a coin's uncredited escrow to the successor vault (set once, which must name
/// this vault as its predecessor); nothing can be withdrawn.
contract PveVault is IPveVault, Ownable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @inheritdoc IPveVault
    address public immutable curve;
    /// @notice The Neocat staking whose checkpoints size the drops.
    INeocatStaking public immutable staking;
    /// @notice The vault this one succeeds (zero for the first); it may forward escrow and credits here.
    address public immutable predecessor;
    /// @notice The vault uncredited escrow can be forwarded to (zero until set, then fixed).
    address public successor;

    mapping(address token => Credit) private _credits;
    /// @notice Tokens booked per coin (receipts and forwarded escrow).
    mapping(address token => uint256) public received;
    /// @notice Tokens claimed per coin.
    mapping(address token => uint256) public claimedTotal;
    /// @notice Tokens claimed per coin and account.
    mapping(address token => mapping(address account => uint256)) public claimed;
    /// @notice The vault a coin's escrow was forwarded to (claims go there), or zero.
    mapping(address token => address) public forwardedTo;

    /// @notice Deploy for `curve_` and `staking_`; `predecessor_` is the vault this one succeeds (or zero).
    constructor(address owner_, address curve_, address staking_, address predecessor_) Ownable(owner_) {
        if (curve_ == address(0) || staking_ == address(0)) revert ZeroAddress();
        curve = curve_;
        staking = INeocatStaking(staking_);
        predecessor = predecessor_;
    }

    /// @inheritdoc IPveVault
    function recordReceipt(address token, address from, uint256 amount, uint256 ethSpent, bool launch) external {
        if (msg.sender != curve) revert Unauthorized();
        if (forwardedTo[token] != address(0)) {
            // The coin moved on: pass late fills along so the drop stays in one place.
            emit PveReceived(token, from, amount, ethSpent, launch);
            _forward(token);
            return;
        }
        received[token] += amount;
        emit PveReceived(token, from, amount, ethSpent, launch);
    }

    /// @inheritdoc IPveVault
    /// @dev A forwarded coin's credit is passed on to the successor. Credits the vault's whole
    /// balance of the coin at block.number - 1; an empty escrow counts as credited (nothing to
    /// drop), an empty staking snapshot holds the drop for a later retry.
    function credit(address token)
        external
        returns (bool credited, uint256 amount, uint256 totalStaked, uint256 creditBlock)
    {
        if (msg.sender != curve && (msg.sender != predecessor || predecessor == address(0))) revert Unauthorized();
        if (forwardedTo[token] != address(0)) {
            if (IERC20(token).balanceOf(address(this)) != 0) _forward(token);
            return IPveVault(forwardedTo[token]).credit(token);
        }
        Credit storage c = _credits[token];
        if (c.creditBlock != 0) revert AlreadyCredited(token);
        amount = IERC20(token).balanceOf(address(this));
        creditBlock = block.number - 1;
        totalStaked = staking.totalStakedAt(creditBlock);
        if (totalStaked == 0 && amount != 0) {
            emit PveHeld(token, amount, creditBlock);
            return (false, amount, 0, creditBlock);
        }
        c.amount = amount;
        c.totalStaked = totalStaked;
        c.creditBlock = uint64(creditBlock);
        c.creditedAt = uint64(block.timestamp);
        emit PveCredited(token, amount, totalStaked, creditBlock);
        return (true, amount, totalStaked, creditBlock);
    }

    /// @inheritdoc IPveVault
    function receiveForwarded(address token, uint256 amount) external {
        if (msg.sender != predecessor || predecessor == address(0)) revert Unauthorized();
        received[token] += amount;
        emit PveReceived(token, msg.sender, amount, 0, false);
    }

    /// @inheritdoc IPveVault
    function creditOf(address token) external view returns (Credit memory) {
        return _credits[token];
    }

    /// @inheritdoc IPveVault
    function claimable(address token, address account) public view returns (uint256) {
        Credit storage c = _credits[token];
        if (c.totalStaked == 0) return 0;
        uint256 share = c.amount * staking.balanceOfAt(account, c.creditBlock) / c.totalStaked;
        return share - claimed[token][account];
    }

    /// @inheritdoc IPveVault
    function claim(address token) external nonReentrant returns (uint256 amount) {
        amount = claimable(token, msg.sender);
        if (amount == 0) revert NothingToClaim();
        claimed[token][msg.sender] += amount;
        claimedTotal[token] += amount;
        IERC20(token).safeTransfer(msg.sender, amount);
        emit PveClaimed(token, msg.sender, amount);
    }

    /// @notice Claim the caller's share of several coins; coins with nothing to claim are skipped.
    function claimMany(address[] calldata tokens) external nonReentrant returns (uint256[] memory amounts) {
        amounts = new uint256[](tokens.length);
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            uint256 amount = claimable(token, msg.sender);
            if (amount == 0) continue;
            claimed[token][msg.sender] += amount;
            claimedTotal[token] += amount;
            amounts[i] = amount;
            IERC20(token).safeTransfer(msg.sender, amount);
            emit PveClaimed(token, msg.sender, amount);
        }
    }

    /// @notice Owner, once: the successor vault (it must name this vault as its predecessor).
    function setSuccessor(address successor_) external onlyOwner {
        if (successor != address(0)) revert SuccessorAlreadySet();
        if (successor_ == address(0)) revert ZeroAddress();
        if (PveVault(successor_).predecessor() != address(this)) revert Unauthorized();
        successor = successor_;
        emit SuccessorSet(successor_);
    }

    /// @notice Owner: move the uncredited escrow of `token` to the successor for good; its
    /// credit and claims then happen there.
    function forward(address token) external onlyOwner nonReentrant {
        if (successor == address(0)) revert SuccessorUnset();
        if (_credits[token].creditBlock != 0) revert AlreadyCredited(token);
        if (forwardedTo[token] != address(0)) revert AlreadyForwarded(token);
        forwardedTo[token] = successor;
        _forward(token);
    }

    /// @dev Send this vault's whole balance of `token` to its forward target and book it there.
    function _forward(address token) private {
        address to = forwardedTo[token];
        uint256 amount = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransfer(to, amount);
        IPveVault(to).receiveForwarded(token, amount);
        emit Forwarded(token, to, amount);
    }
}
