// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {IFeeRouter} from "../interfaces/IFeeRouter.sol";
import {INeoSwapRouter02} from "../interfaces/INeoSwapRouter02.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";
import {IWETH} from "../interfaces/IWETH.sol";

/// @title NeoSwapZap
/// @notice One-call liquidity from a single token (no owner, not upgradeable): half of
/// the input is swapped to the pair's other token through FeeRouter (the swap pays the
/// protocol fee like any trade, and FeeRouter is the swapper the core factory admits),
/// then both halves are added through NeoSwapRouter02; LP goes to `to`, leftovers back
/// to the caller. Fee-on-transfer tokens on either side are rejected.
contract NeoSwapZap is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice FeeRouter (the swap leg).
    address public immutable feeRouter;
    /// @notice NeoSwapRouter02 (the liquidity leg).
    address public immutable router;
    /// @notice WETH, as reported by the router.
    address public immutable weth;

    /// @notice `sender` turned `amountIn` of `tokenIn` into `lpAmount` of `pair`.
    event ZappedIn(address indexed sender, address indexed pair, address tokenIn, uint256 amountIn, uint256 lpAmount);

    /// @notice `token` takes a fee on transfer, which the zap's accounting cannot follow.
    error FeeOnTransferToken(address token);
    /// @notice `tokenIn` is neither token of `pair`.
    error TokenNotInPair(address tokenIn, address pair);
    /// @notice Fewer LP tokens than minLp.
    error InsufficientLiquidity(uint256 lpAmount, uint256 minLp);
    /// @notice The deadline has passed.
    error Expired();
    /// @notice A zero input.
    error ZeroAmount();
    /// @notice Plain ETH may only come from WETH (unwrapping).
    error NotWETH();
    /// @notice Sending ETH back failed.
    error EthTransferFailed();

    /// @notice Bind the zap to FeeRouter and NeoSwapRouter02.
    constructor(address feeRouter_, address router_) {
        feeRouter = feeRouter_;
        router = router_;
        weth = INeoSwapRouter02(router_).WETH();
    }

    /// @notice Accept ETH only from WETH (refunds are unwrapped).
    receive() external payable {
        if (msg.sender != weth) revert NotWETH();
    }

    /// @notice Zap `amountIn` of `tokenIn` (one of `pair`'s tokens) into `pair`'s LP for `to`.
    function zapInToken(address tokenIn, uint256 amountIn, address pair, uint256 minLp, address to, uint256 deadline)
        external
        nonReentrant
        returns (uint256 lpAmount)
    {
        if (amountIn == 0) revert ZeroAmount();
        uint256 before = IERC20(tokenIn).balanceOf(address(this));
        IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        if (IERC20(tokenIn).balanceOf(address(this)) - before != amountIn) revert FeeOnTransferToken(tokenIn);
        lpAmount = _zap(tokenIn, amountIn, pair, minLp, to, deadline);
    }

    /// @notice Zap msg.value of ETH into `pair`'s LP (a WETH pair) for `to`.
    function zapInETH(address pair, uint256 minLp, address to, uint256 deadline)
        external
        payable
        nonReentrant
        returns (uint256 lpAmount)
    {
        if (msg.value == 0) revert ZeroAmount();
        IWETH(weth).deposit{value: msg.value}();
        lpAmount = _zap(weth, msg.value, pair, minLp, to, deadline);
    }

    /// @dev Swap half, add liquidity, refund leftovers, check minLp.
    function _zap(address tokenIn, uint256 amountIn, address pair, uint256 minLp, address to, uint256 deadline)
        private
        returns (uint256 lpAmount)
    {
        if (block.timestamp > deadline) revert Expired();
        address other = _otherToken(pair, tokenIn);
        uint256 swapAmount = amountIn / 2;
        uint256 got = _swap(tokenIn, other, swapAmount, deadline);
        _rejectFeeOnTransfer(other, got);
        lpAmount = _addLiquidity(tokenIn, other, amountIn - swapAmount, got, to, deadline);
        if (lpAmount < minLp) revert InsufficientLiquidity(lpAmount, minLp);
        emit ZappedIn(msg.sender, pair, tokenIn, amountIn, lpAmount);
    }

    /// @dev The token of `pair` that is not `tokenIn`, or TokenNotInPair.
    function _otherToken(address pair, address tokenIn) private view returns (address) {
        address t0 = INeoSwapPair(pair).token0();
        address t1 = INeoSwapPair(pair).token1();
        if (tokenIn != t0 && tokenIn != t1) revert TokenNotInPair(tokenIn, pair);
        return tokenIn == t0 ? t1 : t0;
    }

    /// @dev Swap `amount` of `tokenIn` to `other` through FeeRouter; returns what arrived.
    function _swap(address tokenIn, address other, uint256 amount, uint256 deadline) private returns (uint256) {
        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = other;
        IERC20(tokenIn).forceApprove(feeRouter, amount);
        uint256 before = IERC20(other).balanceOf(address(this));
        IFeeRouter(feeRouter).swapExactTokensForTokens(amount, 0, path, address(this), deadline);
        return IERC20(other).balanceOf(address(this)) - before;
    }

    /// @dev Add both amounts as liquidity (LP to `to`) and refund what was not used.
    function _addLiquidity(address a, address b, uint256 amountA, uint256 amountB, address to, uint256 deadline)
        private
        returns (uint256 lp)
    {
        IERC20(a).forceApprove(router, amountA);
        IERC20(b).forceApprove(router, amountB);
        uint256 usedA;
        uint256 usedB;
        (usedA, usedB, lp) = INeoSwapRouter02(router).addLiquidity(a, b, amountA, amountB, 0, 0, to, deadline);
        _refund(a, amountA - usedA);
        _refund(b, amountB - usedB);
    }

    /// @dev A self-transfer leaves a plain ERC-20's balance unchanged; a fee-on-transfer
    /// token loses its fee.
    function _rejectFeeOnTransfer(address token, uint256 amount) private {
        if (amount == 0) return;
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransfer(address(this), amount);
        if (IERC20(token).balanceOf(address(this)) != before) revert FeeOnTransferToken(token);
    }

    /// @dev Send a leftover back to the caller (WETH as ETH).
    function _refund(address token, uint256 amount) private {
        if (amount == 0) return;
        if (token == weth) {
            IWETH(weth).withdraw(amount);
            (bool ok,) = msg.sender.call{value: amount}("");
            if (!ok) revert EthTransferFailed();
        } else {
            IERC20(token).safeTransfer(msg.sender, amount);
        }
    }
}
