// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {INeocatStaking, INeocatStakeListener} from "../interfaces/INeocatStaking.sol";

/// @title NeocatStaking
/// @notice Stake Neocats (no lock, no rewards of its own). Every balance change is
/// checkpointed per block, so PvE drops can be sized by staked balances at a past block, and
/// broadcast to the owner's listeners (a listener that reverts is reported, never blocking).
/// The owner can seed stakes on behalf of holders until it closes seeding for good.
/// @dev Checkpoints pack (block number, balance) as (uint48, uint208) into one slot; a write
/// that does not fit reverts CheckpointOverflow rather than truncating.
contract NeocatStaking is INeocatStaking, Ownable, ReentrancyGuardTransient {
    /// @notice At most this many listeners.
    uint256 public constant MAX_LISTENERS = 4;
    /// @notice Gas each listener gets per notification.
    uint256 public constant LISTENER_GAS = 200_000;

    /// @dev One packed checkpoint: `value` holds from block `fromBlock` on.
    struct Checkpoint {
        uint48 fromBlock;
        uint208 value;
    }

    /// @notice The Neocat collection.
    IERC721 public immutable nft;
    /// @notice True until the owner closes seeding.
    bool public seedingOpen = true;
    /// @notice Neocats seeded so far.
    uint256 public totalSeeded;
    /// @inheritdoc INeocatStaking
    mapping(uint256 tokenId => address) public stakerOf;

    mapping(address account => Checkpoint[]) private _balances;
    Checkpoint[] private _total;
    address[] private _listeners;

    /// @notice The gas left could not give a listener its LISTENER_GAS.
    error InsufficientGas();

    /// @notice Deploy for collection `nft_`.
    constructor(address owner_, address nft_) Ownable(owner_) {
        if (nft_ == address(0)) revert ZeroAddress();
        nft = IERC721(nft_);
    }

    // ------------------------------------------------------------------ staking

    /// @notice Stake `tokenIds` (each approved to this contract).
    function stake(uint256[] calldata tokenIds) external nonReentrant {
        if (tokenIds.length == 0) revert NoTokens();
        uint256 balance = balanceOf(msg.sender);
        for (uint256 i; i < tokenIds.length; ++i) {
            nft.transferFrom(msg.sender, address(this), tokenIds[i]);
            stakerOf[tokenIds[i]] = msg.sender;
            emit Staked(msg.sender, tokenIds[i], ++balance);
        }
        _write(msg.sender, balance, totalStaked() + tokenIds.length);
    }

    /// @notice Unstake `tokenIds` (each staked by the caller) back to the caller.
    function unstake(uint256[] calldata tokenIds) external nonReentrant {
        if (tokenIds.length == 0) revert NoTokens();
        uint256 balance = balanceOf(msg.sender);
        for (uint256 i; i < tokenIds.length; ++i) {
            uint256 id = tokenIds[i];
            if (stakerOf[id] != msg.sender) revert NotStaker(id);
            delete stakerOf[id];
            // transferFrom (not safeTransferFrom): no receiver callback to re-enter through.
            nft.transferFrom(address(this), msg.sender, id);
            emit Unstaked(msg.sender, id, --balance);
        }
        _write(msg.sender, balance, totalStaked() - tokenIds.length);
    }

    /// @notice Owner, while seeding is open: stake `tokenIds[i]` (held by the owner) for `accounts[i]`.
    function seed(address[] calldata accounts, uint256[] calldata tokenIds) external onlyOwner nonReentrant {
        if (!seedingOpen) revert SeedingIsClosed();
        if (accounts.length != tokenIds.length) revert LengthMismatch();
        for (uint256 i; i < tokenIds.length; ++i) {
            address account = accounts[i];
            if (account == address(0)) revert ZeroAddress();
            nft.transferFrom(msg.sender, address(this), tokenIds[i]);
            stakerOf[tokenIds[i]] = account;
            uint256 balance = balanceOf(account) + 1;
            emit Seeded(account, tokenIds[i], balance);
            _write(account, balance, totalStaked() + 1);
        }
        totalSeeded += tokenIds.length;
    }

    /// @notice Owner: end seeding for good.
    function closeSeeding() external onlyOwner {
        if (!seedingOpen) revert SeedingIsClosed();
        seedingOpen = false;
        emit SeedingClosed(totalSeeded);
    }

    // ------------------------------------------------------------------ listeners

    /// @notice Owner: add a listener told of every balance change.
    function addListener(address listener) external onlyOwner {
        if (listener == address(0)) revert ZeroAddress();
        if (_listeners.length >= MAX_LISTENERS) revert TooManyListeners();
        _listeners.push(listener);
        emit ListenerSet(listener, true);
    }

    /// @notice Owner: remove a listener (no-op when absent).
    function removeListener(address listener) external onlyOwner {
        uint256 n = _listeners.length;
        for (uint256 i; i < n; ++i) {
            if (_listeners[i] == listener) {
                _listeners[i] = _listeners[n - 1];
                _listeners.pop();
                emit ListenerSet(listener, false);
                return;
            }
        }
    }

    /// @notice The current listeners.
    function listeners() external view returns (address[] memory) {
        return _listeners;
    }

    // ------------------------------------------------------------------ views

    /// @inheritdoc INeocatStaking
    function balanceOf(address account) public view returns (uint256) {
        Checkpoint[] storage ckpts = _balances[account];
        uint256 n = ckpts.length;
        return n == 0 ? 0 : ckpts[n - 1].value;
    }

    /// @inheritdoc INeocatStaking
    function balanceOfAt(address account, uint256 blockNumber) external view returns (uint256) {
        return _lookup(_balances[account], blockNumber);
    }

    /// @inheritdoc INeocatStaking
    function totalStaked() public view returns (uint256) {
        uint256 n = _total.length;
        return n == 0 ? 0 : _total[n - 1].value;
    }

    /// @inheritdoc INeocatStaking
    function totalStakedAt(uint256 blockNumber) external view returns (uint256) {
        return _lookup(_total, blockNumber);
    }

    /// @notice Number of balance checkpoints of `account`.
    function checkpointCount(address account) external view returns (uint256) {
        return _balances[account].length;
    }

    // ------------------------------------------------------------------ internals

    /// @dev Checkpoint the new balance of `account` and the new total, then broadcast.
    function _write(address account, uint256 balance, uint256 total) private {
        _push(_balances[account], balance);
        _push(_total, total);
        _broadcast(account, balance, total);
    }

    /// @dev Record `value` from this block on (overwriting this block's earlier write).
    function _push(Checkpoint[] storage ckpts, uint256 value) private {
        if (block.number > type(uint48).max || value > type(uint208).max) revert CheckpointOverflow();
        uint256 n = ckpts.length;
        if (n != 0 && ckpts[n - 1].fromBlock == block.number) {
            ckpts[n - 1].value = uint208(value);
        } else {
            ckpts.push(Checkpoint({fromBlock: uint48(block.number), value: uint208(value)}));
        }
    }

    /// @dev The value at the end of `blockNumber` (a past block): the last checkpoint at or before it.
    function _lookup(Checkpoint[] storage ckpts, uint256 blockNumber) private view returns (uint256) {
        if (blockNumber >= block.number) revert FutureLookup(blockNumber, block.number);
        uint256 lo;
        uint256 hi = ckpts.length;
        while (lo < hi) {
            uint256 mid = (lo + hi) / 2;
            if (ckpts[mid].fromBlock > blockNumber) hi = mid;
            else lo = mid + 1;
        }
        return lo == 0 ? 0 : ckpts[lo - 1].value;
    }

    /// @dev Tell every listener; a reverting listener is reported (BroadcastFailed) and skipped.
    /// The caller must leave each listener its full gas, so nobody can starve one on purpose.
    function _broadcast(address account, uint256 balance, uint256 total) private {
        uint256 n = _listeners.length;
        for (uint256 i; i < n; ++i) {
            address l = _listeners[i];
            if (gasleft() < LISTENER_GAS * 64 / 63 + 10_000) revert InsufficientGas();
            try INeocatStakeListener(l).onStakeChanged{gas: LISTENER_GAS}(account, balance, total) {
                emit Broadcast(l, account, balance);
            } catch (bytes memory reason) {
                emit BroadcastFailed(l, account, reason);
            }
        }
    }
}
