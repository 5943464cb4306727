// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ICreatorFeeRegistry} from "../interfaces/ICreatorFeeRegistry.sol";

/// @title CreatorFeeRegistry
/// @notice Per-token creator, creator fee (0..50 bps) and disabled flag, read by the
/// FeeRouter on every trade. The owner and owner-authorized registrars (the launch
/// curve) register tokens; only the owner edits fees and the disabled flag; the
/// owner or the current creator can hand the creator role over. Not upgradeable.
contract CreatorFeeRegistry is ICreatorFeeRegistry, Ownable {
    /// @inheritdoc ICreatorFeeRegistry
    uint256 public constant MAX_CREATOR_FEE_BPS = 50;

    mapping(address token => Entry) private _entries;
    /// @inheritdoc ICreatorFeeRegistry
    mapping(address account => bool) public isRegistrar;

    error ZeroAddress();
    error FeeTooHigh(uint256 feeBps);
    error AlreadyRegistered(address token);
    error NotRegistered(address token);
    error Unauthorized();

    /// @notice Deploy with `owner_`.
    constructor(address owner_) Ownable(owner_) {}

    /// @inheritdoc ICreatorFeeRegistry
    function creatorFee(address token) external view returns (address creator, uint256 feeBps) {
        Entry memory e = _entries[token];
        if (e.creator == address(0) || e.disabled) return (address(0), 0);
        return (e.creator, e.feeBps);
    }

    /// @inheritdoc ICreatorFeeRegistry
    function entryOf(address token) external view returns (Entry memory) {
        return _entries[token];
    }

    /// @inheritdoc ICreatorFeeRegistry
    function creatorOf(address token) external view returns (address) {
        return _entries[token].creator;
    }

    /// @inheritdoc ICreatorFeeRegistry
    /// @dev A token is registered once; later changes go through the owner setters.
    function register(address token, address creator, uint256 feeBps) external {
        if (msg.sender != owner() && !isRegistrar[msg.sender]) revert Unauthorized();
        if (token == address(0) || creator == address(0)) revert ZeroAddress();
        if (feeBps > MAX_CREATOR_FEE_BPS) revert FeeTooHigh(feeBps);
        if (_entries[token].creator != address(0)) revert AlreadyRegistered(token);
        _entries[token] = Entry({creator: creator, feeBps: uint16(feeBps), disabled: false});
        emit TokenRegistered(token, creator, feeBps, msg.sender);
    }

    /// @notice Owner or the current creator: hand the creator role (and future claims) over.
    function setCreator(address token, address newCreator) external {
        Entry storage e = _registered(token);
        if (msg.sender != owner() && msg.sender != e.creator) revert Unauthorized();
        if (newCreator == address(0)) revert ZeroAddress();
        emit CreatorUpdated(token, e.creator, newCreator);
        e.creator = newCreator;
    }

    /// @notice Owner: change the creator fee of `token` (≤ MAX_CREATOR_FEE_BPS).
    function setFeeBps(address token, uint256 feeBps) external onlyOwner {
        if (feeBps > MAX_CREATOR_FEE_BPS) revert FeeTooHigh(feeBps);
        _registered(token).feeBps = uint16(feeBps);
        emit FeeBpsUpdated(token, feeBps);
    }

    /// @notice Owner: switch the creator fee of `token` off (true) or back on (false).
    function setDisabled(address token, bool disabled) external onlyOwner {
        _registered(token).disabled = disabled;
        emit DisabledSet(token, disabled);
    }

    /// @notice Owner: allow or revoke a registrar (the launch curve).
    function setRegistrar(address registrar, bool allowed) external onlyOwner {
        if (registrar == address(0)) revert ZeroAddress();
        isRegistrar[registrar] = allowed;
        emit RegistrarSet(registrar, allowed);
    }

    /// @dev Storage record of a registered token, reverting when unregistered.
    function _registered(address token) private view returns (Entry storage e) {
        e = _entries[token];
        if (e.creator == address(0)) revert NotRegistered(token);
    }
}
