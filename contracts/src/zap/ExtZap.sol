// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {IChef} from "../interfaces/IChef.sol";
import {INeoSwapRouter02} from "../interfaces/INeoSwapRouter02.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";
import {IWETH} from "../interfaces/IWETH.sol";

/// @title ExtZap
/// @notice Zap into a third-party (ext) V2 pair farmed by VampChef and stake the LP for
/// the caller in one call (no owner, not upgradeable): half of the input is swapped on
/// the ext router, both halves are added as liquidity on the ext pair, and the LP is
/// deposited in VampChef through depositFor(msg.sender, ...) (this contract must be
/// VampChef's trustedZapper), so the stake and its rewards belong to the wallet.
/// Leftovers go back to the caller.
contract ExtZap is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice The ext V2 router.
    address public immutable extRouter;
    /// @notice VampChef.
    address public immutable chef;
    /// @notice WETH, as reported by the ext router.
    address public immutable weth;

    /// @notice `sender` turned `amountIn` of `tokenIn` (of which `swapAmount` was swapped)
    /// into `lpAmount` of `pair`, staked in VampChef for `sender`.
    event Zapped(
        address indexed sender,
        address indexed pair,
        address tokenIn,
        uint256 amountIn,
        uint256 swapAmount,
        uint256 lpAmount
    );

    /// @notice `tokenIn` is neither token of the pool's pair.
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

    /// @notice Bind the zap to the ext router and VampChef.
    constructor(address extRouter_, address chef_) {
        extRouter = extRouter_;
        chef = chef_;
        weth = INeoSwapRouter02(extRouter_).WETH();
    }

    /// @notice Accept ETH only from WETH (refunds are unwrapped).
    receive() external payable {
        if (msg.sender != weth) revert NotWETH();
    }

    /// @notice Zap `amountIn` of `tokenIn` into VampChef pool `pid`'s pair and stake the LP for the caller.
    function zapIn(address tokenIn, uint256 amountIn, uint256 pid, uint256 minLp, uint256 deadline)
        external
        nonReentrant
        returns (uint256 lpAmount)
    {
        if (amountIn == 0) revert ZeroAmount();
        uint256 before = IERC20(tokenIn).balanceOf(address(this));
        IERC20(tokenIn).safeTransferFrom(msg.sender, address(this), amountIn);
        uint256 received = IERC20(tokenIn).balanceOf(address(this)) - before;
        lpAmount = _zap(tokenIn, amountIn, received, pid, minLp, deadline);
    }

    /// @notice Zap msg.value of ETH into VampChef pool `pid`'s (WETH) pair and stake the LP for the caller.
    function zapInETH(uint256 pid, uint256 minLp, uint256 deadline)
        external
        payable
        nonReentrant
        returns (uint256 lpAmount)
    {
        if (msg.value == 0) revert ZeroAmount();
        IWETH(weth).deposit{value: msg.value}();
        lpAmount = _zap(weth, msg.value, msg.value, pid, minLp, deadline);
    }

    /// @dev Swap half on the ext router, add liquidity, stake for msg.sender, refund.
    function _zap(address tokenIn, uint256 amountIn, uint256 held, uint256 pid, uint256 minLp, uint256 deadline)
        private
        returns (uint256 lpAmount)
    {
        if (block.timestamp > deadline) revert Expired();
        (address pair,,,,,) = IChef(chef).poolInfo(pid);
        address other = _otherToken(pair, tokenIn);
        uint256 swapAmount = held / 2;
        uint256 got = _swap(tokenIn, other, swapAmount, deadline);
        lpAmount = _addLiquidity(tokenIn, other, held - swapAmount, got, deadline);
        if (lpAmount < minLp) revert InsufficientLiquidity(lpAmount, minLp);
        IERC20(pair).forceApprove(chef, lpAmount);
        IChef(chef).depositFor(msg.sender, pid, lpAmount);
        emit Zapped(msg.sender, pair, tokenIn, amountIn, swapAmount, lpAmount);
    }

    /// @dev The token of `pair` that is not `tokenIn`, or TokenNotInPair.
    function _otherToken(address pair, address tokenIn) private view returns (address) {
        address t0 = INeoSwapPair(pair).token0();
        address t1 = INeoSwapPair(pair).token1();
        if (tokenIn != t0 && tokenIn != t1) revert TokenNotInPair(tokenIn, pair);
        return tokenIn == t0 ? t1 : t0;
    }

    /// @dev Swap `amount` of `tokenIn` to `other` on the ext router; returns what arrived.
    function _swap(address tokenIn, address other, uint256 amount, uint256 deadline) private returns (uint256) {
        address[] memory path = new address[](2);
        path[0] = tokenIn;
        path[1] = other;
        IERC20(tokenIn).forceApprove(extRouter, amount);
        uint256 before = IERC20(other).balanceOf(address(this));
        INeoSwapRouter02(extRouter).swapExactTokensForTokensSupportingFeeOnTransferTokens(
            amount, 0, path, address(this), deadline
        );
        return IERC20(other).balanceOf(address(this)) - before;
    }

    /// @dev Add both amounts as liquidity (LP to this contract) and refund what was not used.
    function _addLiquidity(address a, address b, uint256 amountA, uint256 amountB, uint256 deadline)
        private
        returns (uint256 lp)
    {
        IERC20(a).forceApprove(extRouter, amountA);
        IERC20(b).forceApprove(extRouter, amountB);
        uint256 usedA;
        uint256 usedB;
        (usedA, usedB, lp) = INeoSwapRouter02(extRouter).addLiquidity(a, b, amountA, amountB, 0, 0, address(this), deadline);
        _refund(a, amountA - usedA);
        _refund(b, amountB - usedB);
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
