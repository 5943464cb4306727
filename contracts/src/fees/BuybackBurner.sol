// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {OwnedUUPS} from "./OwnedUUPS.sol";
import {INeoSwapRouter02} from "../interfaces/INeoSwapRouter02.sol";

/// @title BuybackBurner
/// @notice The buyback-and-burn bucket of the Collector: the owner or the keeper
/// swaps what it received into NEO through NeoSwapRouter02 (this contract must be in
/// factory.swapAllowed) and the NEO goes straight to the dead address. UUPS, behind NeoProxy.
contract BuybackBurner is OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Where bought NEO is sent; NEO has no burn function and a fixed supply.
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

    /// @notice NeoSwapRouter02.
    address public router;
    /// @notice The NEO token.
    address public neo;
    /// @notice May trigger buybacks besides the owner (0 = owner only).
    address public keeper;

    /// @notice `caller` swapped `amountIn` of `tokenIn` into `neoBurned` NEO sent to DEAD.
    event BuybackBurned(address indexed caller, address indexed tokenIn, uint256 amountIn, uint256 neoBurned);
    /// @notice The keeper changed.
    event KeeperSet(address indexed keeper);

    error ZeroAddress();
    error Unauthorized();
    error InvalidPath();
    error InsufficientOutput(uint256 neoOut, uint256 minNeoOut);

    /// @notice Set up the proxy.
    function initialize(address owner_, address router_, address neo_, address keeper_) external initializer {
        __Ownable_init(owner_);
        if (router_ == address(0) || neo_ == address(0)) revert ZeroAddress();
        router = router_;
        neo = neo_;
        keeper = keeper_;
        emit KeeperSet(keeper_);
    }

    /// @notice Owner: set the keeper (0 = owner only).
    function setKeeper(address keeper_) external onlyOwner {
        keeper = keeper_;
        emit KeeperSet(keeper_);
    }

    /// @notice Owner or keeper: swap `amountIn` of `tokenIn` (type(uint256).max = the
    /// whole balance) along `path` (tokenIn ... NEO) and burn the NEO; NEO itself is
    /// burned directly (path ignored). Reverts below `minNeoOut`.
    function buyback(address tokenIn, uint256 amountIn, uint256 minNeoOut, address[] calldata path)
        external
        nonReentrant
        returns (uint256 neoBurned)
    {
        if (msg.sender != owner() && (msg.sender != keeper || keeper == address(0))) revert Unauthorized();
        if (amountIn == type(uint256).max) amountIn = IERC20(tokenIn).balanceOf(address(this));
        IERC20 neoToken = IERC20(neo);
        uint256 before = neoToken.balanceOf(DEAD);
        if (tokenIn == address(neoToken)) {
            neoToken.safeTransfer(DEAD, amountIn);
        } else {
            if (path.length < 2 || path[0] != tokenIn || path[path.length - 1] != address(neoToken)) {
                revert InvalidPath();
            }
            IERC20(tokenIn).forceApprove(router, amountIn);
            INeoSwapRouter02(router).swapExactTokensForTokensSupportingFeeOnTransferTokens(
                amountIn, 0, path, DEAD, block.timestamp
            );
        }
        neoBurned = neoToken.balanceOf(DEAD) - before;
        if (neoBurned < minNeoOut) revert InsufficientOutput(neoBurned, minNeoOut);
        emit BuybackBurned(msg.sender, tokenIn, amountIn, neoBurned);
    }
}
