// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title LaunchpadMath
/// @notice The curve's trade arithmetic, shared by LaunchpadCurve (execution) and
/// LaunchpadLens (quotes) so a quote equals the execution to the wei.
/// @dev Constant product on virtual reserves (y ETH, x tokens). Fees are taken on the ETH
/// leg: from the gross ETH in on a buy, from the gross ETH out on a sell. Every rounding
/// favours the curve, so the reserves always cover what is owed.
library LaunchpadMath {
    /// @notice Basis-point denominator.
    uint256 internal constant BPS = 10_000;

    /// @notice A priced buy.
    struct Buy {
        uint256 tokensOut;
        uint256 grossUsed; // ETH taken from the buyer, fees included
        uint256 refund; // ethIn - grossUsed (non-zero only when the buy hits the floor)
        uint256 net; // ETH added to the reserves
        uint256 protocolFee;
        uint256 creatorFee;
        bool hitsFloor; // the buy leaves the virtual token reserve at the floor
    }

    /// @notice A priced sell.
    struct Sell {
        uint256 gross; // ETH taken from the reserves
        uint256 protocolFee;
        uint256 creatorFee;
        uint256 ethOut; // gross - fees, paid to the seller
    }

    /// @notice Price `ethIn` against reserves (y, x) with floor `xf`; zero tokensOut when
    /// nothing can be bought. A buy that would cross the floor is cut at the floor and
    /// charged only the ETH needed for it (the rest is refunded).
    function quoteBuy(uint256 y, uint256 x, uint256 xf, uint256 ethIn, uint256 protocolBps, uint256 creatorBps)
        internal
        pure
        returns (Buy memory q)
    {
        if (ethIn == 0 || x <= xf) return q;
        uint256 net = ethIn - ethIn * protocolBps / BPS - ethIn * creatorBps / BPS;
        uint256 out = x * net / (y + net);
        if (x - out > xf) {
            q.tokensOut = out;
            q.grossUsed = ethIn;
        } else {
            // Cut at the floor: the smallest net that buys x - xf is ceil(y (x - xf) / xf);
            // gross it up so that the floored fees still leave at least that net. When the
            // gross-up exceeds ethIn (rounding), the whole ethIn is used: its net already suffices.
            q.tokensOut = x - xf;
            uint256 need = Math.ceilDiv(y * q.tokensOut, xf);
            uint256 gross = Math.ceilDiv(need * BPS, BPS - protocolBps - creatorBps);
            q.grossUsed = gross < ethIn ? gross : ethIn;
            q.hitsFloor = true;
        }
        q.protocolFee = q.grossUsed * protocolBps / BPS;
        q.creatorFee = q.grossUsed * creatorBps / BPS;
        q.net = q.grossUsed - q.protocolFee - q.creatorFee;
        q.refund = ethIn - q.grossUsed;
    }

    /// @notice Price a sell of `tokensIn` against reserves (y, x) holding `realEth`.
    function quoteSell(uint256 y, uint256 x, uint256 realEth, uint256 tokensIn, uint256 protocolBps, uint256 creatorBps)
        internal
        pure
        returns (Sell memory q)
    {
        if (tokensIn == 0) return q;
        q.gross = y * tokensIn / (x + tokensIn);
        // Never binds (the virtual ETH reserve stays above its initial value), kept as a backstop.
        if (q.gross > realEth) q.gross = realEth;
        q.protocolFee = q.gross * protocolBps / BPS;
        q.creatorFee = q.gross * creatorBps / BPS;
        q.ethOut = q.gross - q.protocolFee - q.creatorFee;
    }

    /// @notice Spot price in wei per whole token (1e18 units), from reserves (y, x).
    function priceX18(uint256 y, uint256 x) internal pure returns (uint256) {
        return x == 0 ? 0 : Math.mulDiv(y, 1e18, x);
    }
}
