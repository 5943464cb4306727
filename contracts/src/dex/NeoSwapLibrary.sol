// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";

/// @notice Uniswap V2's router library with the LP fee passed in basis points.
/// @dev pairFor asks the factory instead of hashing an init-code constant, so nothing here
/// goes stale when the pair bytecode changes (at the cost of one external call per hop).
library NeoSwapLibrary {
    uint256 internal constant FEE_DENOM = 10_000;

    /// @notice Orders two token addresses as the pair stores them.
    function sortTokens(address tokenA, address tokenB) internal pure returns (address token0, address token1) {
        require(tokenA != tokenB, "NeoSwapLibrary: IDENTICAL_ADDRESSES");
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "NeoSwapLibrary: ZERO_ADDRESS");
    }

    /// @notice The pair of two tokens; reverts when the factory has none.
    function pairFor(address factory, address tokenA, address tokenB) internal view returns (address pair) {
        pair = INeoSwapFactory(factory).getPair(tokenA, tokenB);
        require(pair != address(0), "NeoSwapLibrary: PAIR_NOT_FOUND");
    }

    /// @notice The reserves of a pair, ordered as (tokenA, tokenB).
    function getReserves(address factory, address tokenA, address tokenB)
        internal
        view
        returns (uint256 reserveA, uint256 reserveB)
    {
        (address token0,) = sortTokens(tokenA, tokenB);
        (uint256 reserve0, uint256 reserve1,) = INeoSwapPair(pairFor(factory, tokenA, tokenB)).getReserves();
        (reserveA, reserveB) = tokenA == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @notice The amount of B worth `amountA` of A at the current reserve ratio (no fee).
    function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) internal pure returns (uint256 amountB) {
        require(amountA > 0, "NeoSwapLibrary: INSUFFICIENT_AMOUNT");
        require(reserveA > 0 && reserveB > 0, "NeoSwapLibrary: INSUFFICIENT_LIQUIDITY");
        amountB = amountA * reserveB / reserveA;
    }

    /// @notice Maximum output for `amountIn` after an LP fee of `feeBps`.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut, uint256 feeBps)
        internal
        pure
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "NeoSwapLibrary: INSUFFICIENT_INPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "NeoSwapLibrary: INSUFFICIENT_LIQUIDITY");
        uint256 amountInWithFee = amountIn * (FEE_DENOM - feeBps);
        uint256 numerator = amountInWithFee * reserveOut;
        uint256 denominator = reserveIn * FEE_DENOM + amountInWithFee;
        amountOut = numerator / denominator;
    }

    /// @notice Minimum input for `amountOut` after an LP fee of `feeBps` (rounded up, as V2).
    function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut, uint256 feeBps)
        internal
        pure
        returns (uint256 amountIn)
    {
        require(amountOut > 0, "NeoSwapLibrary: INSUFFICIENT_OUTPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "NeoSwapLibrary: INSUFFICIENT_LIQUIDITY");
        uint256 numerator = reserveIn * amountOut * FEE_DENOM;
        uint256 denominator = (reserveOut - amountOut) * (FEE_DENOM - feeBps);
        amountIn = numerator / denominator + 1;
    }

    /// @notice Chained getAmountOut along `path`; reads the factory's fee once.
    function getAmountsOut(address factory, uint256 amountIn, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2, "NeoSwapLibrary: INVALID_PATH");
        uint256 feeBps = INeoSwapFactory(factory).swapFeeBps();
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i; i < path.length - 1; i++) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut, feeBps);
        }
    }

    /// @notice Chained getAmountIn backwards along `path`; reads the factory's fee once.
    function getAmountsIn(address factory, uint256 amountOut, address[] memory path)
        internal
        view
        returns (uint256[] memory amounts)
    {
        require(path.length >= 2, "NeoSwapLibrary: INVALID_PATH");
        uint256 feeBps = INeoSwapFactory(factory).swapFeeBps();
        amounts = new uint256[](path.length);
        amounts[amounts.length - 1] = amountOut;
        for (uint256 i = path.length - 1; i > 0; i--) {
            (uint256 reserveIn, uint256 reserveOut) = getReserves(factory, path[i - 1], path[i]);
            amounts[i - 1] = getAmountIn(amounts[i], reserveIn, reserveOut, feeBps);
        }
    }
}
