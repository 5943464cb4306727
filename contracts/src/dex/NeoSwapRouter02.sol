// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";
import {INeoSwapRouter02} from "../interfaces/INeoSwapRouter02.sol";
import {IWETH} from "../interfaces/IWETH.sol";
import {NeoSwapLibrary} from "./NeoSwapLibrary.sol";

/// @notice Uniswap V2's Router02 over NeoSwap pairs. Liquidity functions are open to anyone;
/// every swap function requires `factory.swapAllowed(msg.sender)` (the perimeter: users trade
/// through FeeRouter, which is listed).
contract NeoSwapRouter02 is INeoSwapRouter02 {
    address public immutable factory;
    address public immutable WETH;

    /// @dev V2's deadline check.
    modifier ensure(uint256 deadline) {
        require(deadline >= block.timestamp, "NeoSwapRouter: EXPIRED");
        _;
    }

    /// @dev The perimeter check every swap entry point carries; listed before `ensure` so a
    /// caller outside the perimeter always gets SWAPPER_NOT_ALLOWED.
    modifier onlySwapper() {
        _checkSwapper();
        _;
    }

    /// @notice Binds the router to one factory and one WETH.
    constructor(address _factory, address _WETH) {
        factory = _factory;
        WETH = _WETH;
    }

    /// @notice Accepts ETH only from WETH unwrapping.
    receive() external payable {
        assert(msg.sender == WETH);
    }

    /// @dev Kept out of line so the many swap functions share one copy of the check.
    function _checkSwapper() private view {
        require(INeoSwapFactory(factory).swapAllowed(msg.sender), "NeoSwapRouter: SWAPPER_NOT_ALLOWED");
    }

    // **** ADD LIQUIDITY ****

    /// @dev Creates the pair if missing and returns the amounts that keep the reserve ratio.
    function _addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin
    ) private returns (uint256 amountA, uint256 amountB) {
        if (INeoSwapFactory(factory).getPair(tokenA, tokenB) == address(0)) {
            INeoSwapFactory(factory).createPair(tokenA, tokenB);
        }
        (uint256 reserveA, uint256 reserveB) = NeoSwapLibrary.getReserves(factory, tokenA, tokenB);
        if (reserveA == 0 && reserveB == 0) {
            (amountA, amountB) = (amountADesired, amountBDesired);
        } else {
            uint256 amountBOptimal = NeoSwapLibrary.quote(amountADesired, reserveA, reserveB);
            if (amountBOptimal <= amountBDesired) {
                require(amountBOptimal >= amountBMin, "NeoSwapRouter: INSUFFICIENT_B_AMOUNT");
                (amountA, amountB) = (amountADesired, amountBOptimal);
            } else {
                uint256 amountAOptimal = NeoSwapLibrary.quote(amountBDesired, reserveB, reserveA);
                assert(amountAOptimal <= amountADesired);
                require(amountAOptimal >= amountAMin, "NeoSwapRouter: INSUFFICIENT_A_AMOUNT");
                (amountA, amountB) = (amountAOptimal, amountBDesired);
            }
        }
    }

    /// @notice Deposits two tokens at the pool ratio and mints LP to `to`.
    function addLiquidity(
        address tokenA,
        address tokenB,
        uint256 amountADesired,
        uint256 amountBDesired,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) external ensure(deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity) {
        (amountA, amountB) = _addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin);
        address pair = NeoSwapLibrary.pairFor(factory, tokenA, tokenB);
        _safeTransferFrom(tokenA, msg.sender, pair, amountA);
        _safeTransferFrom(tokenB, msg.sender, pair, amountB);
        liquidity = INeoSwapPair(pair).mint(to);
    }

    /// @notice Deposits a token and ETH (wrapped) at the pool ratio; refunds unused ETH.
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable ensure(deadline) returns (uint256 amountToken, uint256 amountETH, uint256 liquidity) {
        (amountToken, amountETH) =
            _addLiquidity(token, WETH, amountTokenDesired, msg.value, amountTokenMin, amountETHMin);
        address pair = NeoSwapLibrary.pairFor(factory, token, WETH);
        _safeTransferFrom(token, msg.sender, pair, amountToken);
        IWETH(WETH).deposit{value: amountETH}();
        assert(IWETH(WETH).transfer(pair, amountETH));
        liquidity = INeoSwapPair(pair).mint(to);
        if (msg.value > amountETH) _safeTransferETH(msg.sender, msg.value - amountETH); // refund dust
    }

    // **** REMOVE LIQUIDITY ****

    /// @notice Burns the caller's LP and sends both tokens to `to`.
    function removeLiquidity(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountA, uint256 amountB) {
        address pair = NeoSwapLibrary.pairFor(factory, tokenA, tokenB);
        INeoSwapPair(pair).transferFrom(msg.sender, pair, liquidity); // send liquidity to pair
        (uint256 amount0, uint256 amount1) = INeoSwapPair(pair).burn(to);
        (address token0,) = NeoSwapLibrary.sortTokens(tokenA, tokenB);
        (amountA, amountB) = tokenA == token0 ? (amount0, amount1) : (amount1, amount0);
        require(amountA >= amountAMin, "NeoSwapRouter: INSUFFICIENT_A_AMOUNT");
        require(amountB >= amountBMin, "NeoSwapRouter: INSUFFICIENT_B_AMOUNT");
    }

    /// @notice Burns the caller's LP of a token/WETH pair and sends the token and ETH to `to`.
    function removeLiquidityETH(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountToken, uint256 amountETH) {
        (amountToken, amountETH) =
            removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        _safeTransfer(token, to, amountToken);
        IWETH(WETH).withdraw(amountETH);
        _safeTransferETH(to, amountETH);
    }

    /// @notice removeLiquidity after an LP permit signature instead of an approval.
    function removeLiquidityWithPermit(
        address tokenA,
        address tokenB,
        uint256 liquidity,
        uint256 amountAMin,
        uint256 amountBMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountA, uint256 amountB) {
        address pair = NeoSwapLibrary.pairFor(factory, tokenA, tokenB);
        uint256 value = approveMax ? type(uint256).max : liquidity;
        INeoSwapPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
        (amountA, amountB) = removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline);
    }

    /// @notice removeLiquidityETH after an LP permit signature instead of an approval.
    function removeLiquidityETHWithPermit(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountToken, uint256 amountETH) {
        address pair = NeoSwapLibrary.pairFor(factory, token, WETH);
        uint256 value = approveMax ? type(uint256).max : liquidity;
        INeoSwapPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
        (amountToken, amountETH) = removeLiquidityETH(token, liquidity, amountTokenMin, amountETHMin, to, deadline);
    }

    /// @notice removeLiquidityETH for tokens that take a fee on transfer: forwards the router's
    /// whole token balance instead of the burned amount.
    function removeLiquidityETHSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) public ensure(deadline) returns (uint256 amountETH) {
        (, amountETH) = removeLiquidity(token, WETH, liquidity, amountTokenMin, amountETHMin, address(this), deadline);
        _safeTransfer(token, to, IERC20(token).balanceOf(address(this)));
        IWETH(WETH).withdraw(amountETH);
        _safeTransferETH(to, amountETH);
    }

    /// @notice The fee-on-transfer ETH removal after an LP permit signature.
    function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(
        address token,
        uint256 liquidity,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline,
        bool approveMax,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external returns (uint256 amountETH) {
        address pair = NeoSwapLibrary.pairFor(factory, token, WETH);
        uint256 value = approveMax ? type(uint256).max : liquidity;
        INeoSwapPair(pair).permit(msg.sender, address(this), value, deadline, v, r, s);
        amountETH = removeLiquidityETHSupportingFeeOnTransferTokens(
            token, liquidity, amountTokenMin, amountETHMin, to, deadline
        );
    }

    // **** SWAP ****

    /// @dev Runs precomputed hop amounts; the first pair must already hold amounts[0].
    function _swap(uint256[] memory amounts, address[] memory path, address _to) private {
        for (uint256 i; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0,) = NeoSwapLibrary.sortTokens(input, output);
            uint256 amountOut = amounts[i + 1];
            (uint256 amount0Out, uint256 amount1Out) =
                input == token0 ? (uint256(0), amountOut) : (amountOut, uint256(0));
            // Each hop pays straight into the next pair, as in V2.
            address to = i < path.length - 2 ? NeoSwapLibrary.pairFor(factory, output, path[i + 2]) : _to;
            INeoSwapPair(NeoSwapLibrary.pairFor(factory, input, output)).swap(amount0Out, amount1Out, to, new bytes(0));
        }
    }

    /// @notice Swaps an exact input along `path` for at least `amountOutMin`.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external onlySwapper ensure(deadline) returns (uint256[] memory amounts) {
        amounts = NeoSwapLibrary.getAmountsOut(factory, amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "NeoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _safeTransferFrom(path[0], msg.sender, NeoSwapLibrary.pairFor(factory, path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @notice Swaps at most `amountInMax` along `path` for an exact output.
    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external onlySwapper ensure(deadline) returns (uint256[] memory amounts) {
        amounts = NeoSwapLibrary.getAmountsIn(factory, amountOut, path);
        require(amounts[0] <= amountInMax, "NeoSwapRouter: EXCESSIVE_INPUT_AMOUNT");
        _safeTransferFrom(path[0], msg.sender, NeoSwapLibrary.pairFor(factory, path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @notice Swaps exactly msg.value ETH (wrapped) along `path` for at least `amountOutMin`.
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        onlySwapper
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(path[0] == WETH, "NeoSwapRouter: INVALID_PATH");
        amounts = NeoSwapLibrary.getAmountsOut(factory, msg.value, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "NeoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IWETH(WETH).deposit{value: amounts[0]}();
        assert(IWETH(WETH).transfer(NeoSwapLibrary.pairFor(factory, path[0], path[1]), amounts[0]));
        _swap(amounts, path, to);
    }

    /// @notice Swaps at most `amountInMax` tokens for exactly `amountOut` ETH.
    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external onlySwapper ensure(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == WETH, "NeoSwapRouter: INVALID_PATH");
        amounts = NeoSwapLibrary.getAmountsIn(factory, amountOut, path);
        require(amounts[0] <= amountInMax, "NeoSwapRouter: EXCESSIVE_INPUT_AMOUNT");
        _safeTransferFrom(path[0], msg.sender, NeoSwapLibrary.pairFor(factory, path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        IWETH(WETH).withdraw(amounts[amounts.length - 1]);
        _safeTransferETH(to, amounts[amounts.length - 1]);
    }

    /// @notice Swaps an exact token input for at least `amountOutMin` ETH.
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external onlySwapper ensure(deadline) returns (uint256[] memory amounts) {
        require(path[path.length - 1] == WETH, "NeoSwapRouter: INVALID_PATH");
        amounts = NeoSwapLibrary.getAmountsOut(factory, amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "NeoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        _safeTransferFrom(path[0], msg.sender, NeoSwapLibrary.pairFor(factory, path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        IWETH(WETH).withdraw(amounts[amounts.length - 1]);
        _safeTransferETH(to, amounts[amounts.length - 1]);
    }

    /// @notice Swaps ETH for exactly `amountOut` tokens; refunds the unused ETH.
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        onlySwapper
        ensure(deadline)
        returns (uint256[] memory amounts)
    {
        require(path[0] == WETH, "NeoSwapRouter: INVALID_PATH");
        amounts = NeoSwapLibrary.getAmountsIn(factory, amountOut, path);
        require(amounts[0] <= msg.value, "NeoSwapRouter: EXCESSIVE_INPUT_AMOUNT");
        IWETH(WETH).deposit{value: amounts[0]}();
        assert(IWETH(WETH).transfer(NeoSwapLibrary.pairFor(factory, path[0], path[1]), amounts[0]));
        _swap(amounts, path, to);
        if (msg.value > amounts[0]) _safeTransferETH(msg.sender, msg.value - amounts[0]); // refund dust
    }

    // **** SWAP (supporting fee-on-transfer tokens) ****

    /// @dev Hop by hop, takes each pair's actual received input (balance minus reserve).
    function _swapSupportingFeeOnTransferTokens(address[] memory path, address _to) private {
        uint256 feeBps = INeoSwapFactory(factory).swapFeeBps();
        for (uint256 i; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            (address token0,) = NeoSwapLibrary.sortTokens(input, output);
            INeoSwapPair pair = INeoSwapPair(NeoSwapLibrary.pairFor(factory, input, output));
            uint256 amountOutput;
            {
                // Scoped to keep the stack shallow.
                (uint256 reserve0, uint256 reserve1,) = pair.getReserves();
                (uint256 reserveInput, uint256 reserveOutput) =
                    input == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
                uint256 amountInput = IERC20(input).balanceOf(address(pair)) - reserveInput;
                amountOutput = NeoSwapLibrary.getAmountOut(amountInput, reserveInput, reserveOutput, feeBps);
            }
            (uint256 amount0Out, uint256 amount1Out) =
                input == token0 ? (uint256(0), amountOutput) : (amountOutput, uint256(0));
            address to = i < path.length - 2 ? NeoSwapLibrary.pairFor(factory, output, path[i + 2]) : _to;
            pair.swap(amount0Out, amount1Out, to, new bytes(0));
        }
    }

    /// @notice Exact-input token swap where tokens on the path may take a transfer fee.
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external onlySwapper ensure(deadline) {
        _safeTransferFrom(path[0], msg.sender, NeoSwapLibrary.pairFor(factory, path[0], path[1]), amountIn);
        IERC20 tokenOut = IERC20(path[path.length - 1]);
        uint256 balanceBefore = tokenOut.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        require(tokenOut.balanceOf(to) - balanceBefore >= amountOutMin, "NeoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
    }

    /// @notice Exact-ETH-input swap where tokens on the path may take a transfer fee.
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable onlySwapper ensure(deadline) {
        require(path[0] == WETH, "NeoSwapRouter: INVALID_PATH");
        uint256 amountIn = msg.value;
        IWETH(WETH).deposit{value: amountIn}();
        assert(IWETH(WETH).transfer(NeoSwapLibrary.pairFor(factory, path[0], path[1]), amountIn));
        IERC20 tokenOut = IERC20(path[path.length - 1]);
        uint256 balanceBefore = tokenOut.balanceOf(to);
        _swapSupportingFeeOnTransferTokens(path, to);
        require(tokenOut.balanceOf(to) - balanceBefore >= amountOutMin, "NeoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
    }

    /// @notice Exact-input swap to ETH where tokens on the path may take a transfer fee.
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external onlySwapper ensure(deadline) {
        require(path[path.length - 1] == WETH, "NeoSwapRouter: INVALID_PATH");
        _safeTransferFrom(path[0], msg.sender, NeoSwapLibrary.pairFor(factory, path[0], path[1]), amountIn);
        _swapSupportingFeeOnTransferTokens(path, address(this));
        uint256 amountOut = IERC20(WETH).balanceOf(address(this));
        require(amountOut >= amountOutMin, "NeoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT");
        IWETH(WETH).withdraw(amountOut);
        _safeTransferETH(to, amountOut);
    }

    // **** LIBRARY FUNCTIONS ****

    /// @notice The amount of B worth `amountA` of A at the given reserves (no fee).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) external pure returns (uint256 amountB) {
        return NeoSwapLibrary.quote(amountA, reserveA, reserveB);
    }

    /// @notice getAmountOut at the factory's live LP fee.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut)
        external
        view
        returns (uint256 amountOut)
    {
        return NeoSwapLibrary.getAmountOut(amountIn, reserveIn, reserveOut, INeoSwapFactory(factory).swapFeeBps());
    }

    /// @notice getAmountIn at the factory's live LP fee.
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut)
        external
        view
        returns (uint256 amountIn)
    {
        return NeoSwapLibrary.getAmountIn(amountOut, reserveIn, reserveOut, INeoSwapFactory(factory).swapFeeBps());
    }

    /// @notice Output amounts along `path` for an exact input.
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts) {
        return NeoSwapLibrary.getAmountsOut(factory, amountIn, path);
    }

    /// @notice Input amounts along `path` for an exact output.
    function getAmountsIn(uint256 amountOut, address[] calldata path) external view returns (uint256[] memory amounts) {
        return NeoSwapLibrary.getAmountsIn(factory, amountOut, path);
    }

    // **** TRANSFER HELPERS ****

    /// @dev transfer that tolerates tokens returning nothing.
    function _safeTransfer(address token, address to, uint256 value) private {
        (bool success, bytes memory data) = token.call(abi.encodeCall(IERC20.transfer, (to, value)));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "NeoSwapRouter: TRANSFER_FAILED");
    }

    /// @dev transferFrom that tolerates tokens returning nothing.
    function _safeTransferFrom(address token, address from, address to, uint256 value) private {
        (bool success, bytes memory data) = token.call(abi.encodeCall(IERC20.transferFrom, (from, to, value)));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "NeoSwapRouter: TRANSFER_FROM_FAILED");
    }

    /// @dev Sends ETH, reverting on failure.
    function _safeTransferETH(address to, uint256 value) private {
        (bool success,) = to.call{value: value}(new bytes(0));
        require(success, "NeoSwapRouter: ETH_TRANSFER_FAILED");
    }
}
