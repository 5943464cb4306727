// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ILaunchpadCurve} from "../interfaces/ILaunchpadCurve.sol";
import {ILaunchpadLens} from "../interfaces/ILaunchpadLens.sol";
import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";
import {LaunchpadMath} from "./LaunchpadMath.sol";

/// @dev Curve getters outside ILaunchpadCurve.
interface ILaunchpadCurveWiring {
    /// @notice The NeoSwapFactory graduation pools open on.
    function factory() external view returns (address);
    /// @notice Wrapped ether.
    function weth() external view returns (address);
    /// @notice The NEO token.
    function neo() external view returns (address);
}

/// @title LaunchpadLens
/// @notice Canonical quotes for the launch curve. Quotes run LaunchpadMath, the very code the
/// curve executes, on the state and fee rates the curve reports in tradeState(), so a quote
/// taken in the same block as the trade equals its execution to the wei.
/// @dev A trade the curve would refuse (unknown coin, not Trading, buys paused, sells not yet
/// reopened, nothing to buy) quotes zero.
contract LaunchpadLens is ILaunchpadLens {
    /// @notice The curve this lens reads.
    ILaunchpadCurve public immutable curve;

    /// @notice Bind the lens to `curve_` (the proxy).
    constructor(address curve_) {
        curve = ILaunchpadCurve(curve_);
    }

    /// @notice Tokens a buy of `ethIn` gets, the ETH it uses (fees included) and the refund
    /// (non-zero only when the buy reaches the floor).
    function quoteBuy(address token, uint256 ethIn)
        external
        view
        returns (uint256 tokensOut, uint256 grossUsed, uint256 refund)
    {
        LaunchpadMath.Buy memory q = quoteBuyDetailed(token, ethIn);
        return (q.tokensOut, q.grossUsed, q.refund);
    }

    /// @notice quoteBuy with the fee split and whether the buy freezes the coin.
    function quoteBuyDetailed(address token, uint256 ethIn) public view returns (LaunchpadMath.Buy memory q) {
        ILaunchpadCurve.TradeState memory t = curve.tradeState(token);
        if (t.status != ILaunchpadCurve.Status.Trading || t.buysPaused) return q;
        q = LaunchpadMath.quoteBuy(t.virtualEth, t.virtualToken, t.floorToken, ethIn, t.protocolFeeBps, t.creatorFeeBps);
    }

    /// @notice ETH a sell of `tokensIn` pays out (after fees).
    function quoteSell(address token, uint256 tokensIn) external view returns (uint256 ethOut) {
        return quoteSellDetailed(token, tokensIn).ethOut;
    }

    /// @notice quoteSell with the gross ETH leg and the fee split.
    function quoteSellDetailed(address token, uint256 tokensIn) public view returns (LaunchpadMath.Sell memory q) {
        ILaunchpadCurve.TradeState memory t = curve.tradeState(token);
        if (!t.sellsOpen) return q;
        q = LaunchpadMath.quoteSell(t.virtualEth, t.virtualToken, t.realEth, tokensIn, t.protocolFeeBps, t.creatorFeeBps);
    }

    /// @notice Spot price in wei per whole token (the graduation price once graduated; 0 when unknown).
    function priceX18(address token) external view returns (uint256) {
        ILaunchpadCurve.Curve memory c = curve.curves(token);
        return LaunchpadMath.priceX18(c.virtualEth, c.virtualToken);
    }

    /// @notice Share of the sellable supply sold, 1e18 = at the floor (and after graduation).
    function bondingProgress(address token) public view returns (uint256) {
        ILaunchpadCurve.Curve memory c = curve.curves(token);
        if (c.status == ILaunchpadCurve.Status.None) return 0;
        if (c.status == ILaunchpadCurve.Status.Graduated) return 1e18;
        ILaunchpadCurve.Params memory p = curve.paramsOf(token);
        return (uint256(p.virtualToken) - c.virtualToken) * 1e18 / (uint256(p.virtualToken) - p.floorToken);
    }

    /// @notice The backend's curve read in one call.
    function curveView(address token) external view returns (CurveView memory v) {
        ILaunchpadCurve.Curve memory c = curve.curves(token);
        ILaunchpadCurve.Params memory p = curve.paramsOf(token);
        v.status = c.status;
        v.buysPaused = curve.buysPaused();
        v.paramsId = c.paramsId;
        v.realEth = c.realEth;
        v.virtualEth = c.virtualEth;
        v.virtualToken = c.virtualToken;
        v.tokenReserve = c.virtualToken > p.floorToken ? c.virtualToken - p.floorToken : 0;
        v.priceX18 = LaunchpadMath.priceX18(c.virtualEth, c.virtualToken);
        v.bondingProgressX18 = bondingProgress(token);
        if (c.status == ILaunchpadCurve.Status.Frozen) {
            v.frozenAt = c.frozenAt;
            v.sellsOpenAt = curve.sellsOpenAt(token);
        }
    }

    /// @notice Whether graduate(token) can be expected to succeed now. It does not check the
    /// NEO/WETH spot-vs-TWAP bound (graduate may still revert NeoPriceDeviates) nor the
    /// factory allow-list: a keeper simulates the call before sending it.
    function graduationReadiness(address token) external view returns (Readiness memory r) {
        ILaunchpadCurve.Curve memory c = curve.curves(token);
        r.frozen = c.status == ILaunchpadCurve.Status.Frozen;
        if (!r.frozen) return r;
        ILaunchpadCurve.Params memory p = curve.paramsOf(token);
        r.bounty = p.graduationBounty < c.realEth ? p.graduationBounty : c.realEth;
        r.poolEth = c.realEth - r.bounty;
        r.windowOpen = block.timestamp > c.frozenAt;
        r.sellsReopenable = block.timestamp >= curve.sellsOpenAt(token);
        ILaunchpadCurveWiring w = ILaunchpadCurveWiring(address(curve));
        address neoPair = INeoSwapFactory(w.factory()).getPair(w.neo(), w.weth());
        if (neoPair != address(0)) {
            (uint112 r0, uint112 r1,) = INeoSwapPair(neoPair).getReserves();
            r.neoMarket = r0 != 0 && r1 != 0;
        }
        r.ready = r.neoMarket && r.windowOpen;
    }

    /// @notice Whether graduate(token) can be expected to succeed now (see graduationReadiness).
    function canGraduate(address token) external view returns (bool) {
        return this.graduationReadiness(token).ready;
    }

    /// @notice Tokens of `token` the PvE vault of the coin holds (0 for a non-PvE coin).
    function pveEscrow(address token) external view returns (uint256) {
        address vault = curve.curves(token).pveVault;
        return vault == address(0) ? 0 : IERC20(token).balanceOf(vault);
    }
}
