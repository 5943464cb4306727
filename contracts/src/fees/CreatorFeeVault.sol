// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {ICreatorFeeVault} from "../interfaces/ICreatorFeeVault.sol";
import {ICreatorFeeRegistry} from "../interfaces/ICreatorFeeRegistry.sol";

/// @title CreatorFeeVault
/// @notice Holds creator fees per (token, quote asset). Authorized depositors (the
/// FeeRouter, later the launch curve) transfer first and then call accrue; the
/// token's current creator (per CreatorFeeRegistry) claims. Not upgradeable.
contract CreatorFeeVault is ICreatorFeeVault, Ownable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Source of each token's creator.
    ICreatorFeeRegistry public immutable registry;

    /// @inheritdoc ICreatorFeeVault
    mapping(address account => bool) public isDepositor;
    /// @inheritdoc ICreatorFeeVault
    mapping(address token => mapping(address quoteAsset => uint256)) public accrued;
    /// @inheritdoc ICreatorFeeVault
    mapping(address token => mapping(address quoteAsset => uint256)) public claimed;
    /// @notice Unclaimed total per quote asset over all tokens; the vault's balance
    /// always covers it, which is how accrue checks that the depositor paid first.
    mapping(address quoteAsset => uint256) public owed;

    /// @notice The owner moved `amount` of `quoteAsset` not owed to any creator.
    event SurplusSwept(address indexed quoteAsset, address indexed to, uint256 amount);

    error ZeroAddress();
    error NotDepositor();
    error NotCreator();
    error UnknownToken(address token);
    error NotFunded();

    /// @notice Deploy with `owner_` and the CreatorFeeRegistry.
    constructor(address owner_, address registry_) Ownable(owner_) {
        if (registry_ == address(0)) revert ZeroAddress();
        registry = ICreatorFeeRegistry(registry_);
    }

    /// @inheritdoc ICreatorFeeVault
    function claimable(address token, address quoteAsset) public view returns (uint256) {
        return accrued[token][quoteAsset] - claimed[token][quoteAsset];
    }

    /// @inheritdoc ICreatorFeeVault
    function accrue(address token, address quoteAsset, uint256 amount) external {
        if (!isDepositor[msg.sender]) revert NotDepositor();
        address creator = registry.creatorOf(token);
        if (creator == address(0)) revert UnknownToken(token);
        uint256 newOwed = owed[quoteAsset] + amount;
        if (IERC20(quoteAsset).balanceOf(address(this)) < newOwed) revert NotFunded();
        owed[quoteAsset] = newOwed;
        accrued[token][quoteAsset] += amount;
        emit Accrued(token, creator, quoteAsset, amount);
    }

    /// @inheritdoc ICreatorFeeVault
    /// @dev Pays the caller, who must be the token's current creator; 0 is a no-op.
    function claim(address token, address quoteAsset) external nonReentrant returns (uint256 amount) {
        address creator = registry.creatorOf(token);
        if (msg.sender != creator) revert NotCreator();
        amount = claimable(token, quoteAsset);
        if (amount == 0) return 0;
        claimed[token][quoteAsset] += amount;
        owed[quoteAsset] -= amount;
        IERC20(quoteAsset).safeTransfer(creator, amount);
        emit Claimed(token, creator, quoteAsset, amount);
    }

    /// @notice Owner: allow or revoke a depositor.
    function setDepositor(address depositor, bool allowed) external onlyOwner {
        if (depositor == address(0)) revert ZeroAddress();
        isDepositor[depositor] = allowed;
        emit DepositorSet(depositor, allowed);
    }

    /// @notice Owner: move tokens sent here by mistake (never what creators are owed).
    function sweepSurplus(address quoteAsset, address to) external onlyOwner returns (uint256 amount) {
        if (to == address(0)) revert ZeroAddress();
        amount = IERC20(quoteAsset).balanceOf(address(this)) - owed[quoteAsset];
        IERC20(quoteAsset).safeTransfer(to, amount);
        emit SurplusSwept(quoteAsset, to, amount);
    }
}
