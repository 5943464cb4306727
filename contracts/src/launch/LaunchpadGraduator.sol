// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

import {ILaunchpadCurve} from "../interfaces/ILaunchpadCurve.sol";
import {IPveVault} from "../interfaces/IPveVault.sol";
import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";
import {IWETH} from "../interfaces/IWETH.sol";
import {LaunchpadMath} from "./LaunchpadMath.sol";
import {LaunchpadCurveStorage} from "./LaunchpadCurveStorage.sol";

/// @title LaunchpadGraduator
/// @notice Graduation code of LaunchpadCurve, run only by delegatecall from the curve (which
/// holds the reentrancy guard); split out so the curve stays under the 24 KiB code limit.
/// Every event it emits is logged by the curve's address.
/// @dev Stateless: it works on the curve's ERC-7201 storage. Called directly it refuses.
contract LaunchpadGraduator is LaunchpadCurveStorage {
    using SafeERC20 for IERC20;

    /// @dev This module's own address, to tell a delegatecall from a direct call.
    address private immutable _self;

    /// @notice Called directly rather than by the curve's delegatecall.
    error DelegateCallOnly();

    /// @dev Working values of a graduation, in the order Graduated reports them.
    struct Grad {
        address token;
        uint256 y;
        uint256 x;
        address pairWeth;
        address pairNeo;
        uint256 bounty;
        uint256 wethLiquidity;
        uint256 tokensToWethPair;
        uint256 ethForNeo;
        uint256 neoLiquidity;
        uint256 tokensToNeoPair;
        uint256 tokensBurned;
    }

    /// @notice Records the module address (see DelegateCallOnly).
    constructor() {
        _self = address(this);
    }

    /// @dev Refuse direct calls: the module only runs in the curve's context.
    modifier onlyDelegated() {
        if (address(this) == _self) revert DelegateCallOnly();
        _;
    }

    /// @notice Graduate a Frozen coin (LaunchpadCurve.graduate; msg.sender is its caller).
    /// @dev Splits the coin's ETH into the caller's bounty, the TOKEN/WETH liquidity and the
    /// ETH swapped to NEO for TOKEN/NEO (neoLegBps); both pools open at the final curve price
    /// (tokens = value × virtualToken / virtualEth), LP is minted to 0x…dEaD and the curve's
    /// leftover tokens of the coin go there too. The NEO leg refuses a NEO/WETH spot price
    /// that strays more than maxNeoDeviationBps from its TWAP since the freeze (so graduation
    /// needs at least one second after the freeze). Any failure reverts the whole call.
    function graduate(address token) external onlyDelegated {
        Layout storage s = _s();
        ILaunchpadCurve.Curve storage c = s.curves[token];
        if (c.status != ILaunchpadCurve.Status.Frozen) revert ILaunchpadCurve.NotFrozen(c.status);
        ILaunchpadCurve.Params memory p = s.paramsOf[token];
        Grad memory g;
        g.token = token;
        g.y = c.virtualEth;
        g.x = c.virtualToken;
        uint256 eth = c.realEth;
        g.bounty = p.graduationBounty < eth ? p.graduationBounty : eth;
        uint256 poolEth = eth - g.bounty;
        g.ethForNeo = poolEth * p.neoLegBps / _BPS;
        g.wethLiquidity = poolEth - g.ethForNeo;

        c.status = ILaunchpadCurve.Status.Graduated;
        c.realEth = 0;

        IWETH(s.weth).deposit{value: poolEth}();
        _openWethPool(s, g);
        _openNeoPool(s, g, p.maxNeoDeviationBps);
        g.tokensBurned = IERC20(token).balanceOf(address(this));
        if (g.tokensBurned != 0) IERC20(token).safeTransfer(_DEAD, g.tokensBurned);

        if (c.pveVault != address(0)) _creditPve(token, c);
        if (g.bounty != 0) _sendEth(msg.sender, g.bounty);
        _emitGraduated(g);
    }

    /// @notice Retry the PvE credit of a graduated coin (LaunchpadCurve.creditPve).
    function creditPve(address token) external onlyDelegated {
        ILaunchpadCurve.Curve storage c = _s().curves[token];
        if (c.status != ILaunchpadCurve.Status.Graduated) revert ILaunchpadCurve.NotTrading(c.status);
        if (c.pveVault == address(0)) revert ILaunchpadCurve.NotPveCoin();
        if (c.pveCredited) revert ILaunchpadCurve.AlreadyCredited();
        _creditPve(token, c);
    }

    /// @dev The factory pair of (a, b), created when missing.
    function _getOrCreatePair(Layout storage s, address a, address b) private returns (address pair) {
        pair = INeoSwapFactory(s.factory).getPair(a, b);
        if (pair == address(0)) pair = INeoSwapFactory(s.factory).createPair(a, b);
    }

    /// @dev Tokens the curve can still put in a pool (its whole balance of the coin), capping `want`.
    function _capTokens(address token, uint256 want) private view returns (uint256) {
        uint256 have = IERC20(token).balanceOf(address(this));
        return want < have ? want : have;
    }

    /// @dev TOKEN/WETH at y/x. WETH already sitting in the pair (a donation, synced or not) is
    /// matched with tokens at the same price so the pool still opens at y/x. (Nobody else can
    /// have put the coin itself there: LaunchpadToken refuses pool transfers before graduation.)
    function _openWethPool(Layout storage s, Grad memory g) private {
        address pair = _getOrCreatePair(s, g.token, s.weth);
        uint256 quote = g.wethLiquidity + IERC20(s.weth).balanceOf(pair);
        g.tokensToWethPair = _capTokens(g.token, Math.mulDiv(quote, g.x, g.y));
        IERC20(g.token).safeTransfer(pair, g.tokensToWethPair);
        IERC20(s.weth).safeTransfer(pair, g.wethLiquidity);
        INeoSwapPair(pair).mint(_DEAD);
        g.pairWeth = pair;
    }

    /// @dev TOKEN/NEO: swap ethForNeo WETH to NEO on the NEO/WETH pair straight into the new
    /// pool (the curve must be factory.swapAllowed), then add tokens at y/x converted through
    /// the post-swap NEO/WETH spot price, matching donated NEO like _openWethPool.
    function _openNeoPool(Layout storage s, Grad memory g, uint256 maxDeviationBps) private {
        (address neoPair, bool wethIs0) = _neoPair(s);
        (uint256 rWeth, uint256 rNeo) = _checkNeoTwap(s, g.token, neoPair, wethIs0, maxDeviationBps);
        address pair = _getOrCreatePair(s, g.token, s.neo);
        uint256 donated = IERC20(s.neo).balanceOf(pair);
        uint256 inWithFee = g.ethForNeo * (_BPS - INeoSwapFactory(s.factory).swapFeeBps());
        g.neoLiquidity = inWithFee * rNeo / (rWeth * _BPS + inWithFee);
        IERC20(s.weth).safeTransfer(neoPair, g.ethForNeo);
        if (wethIs0) INeoSwapPair(neoPair).swap(0, g.neoLiquidity, pair, "");
        else INeoSwapPair(neoPair).swap(g.neoLiquidity, 0, pair, "");

        (,, rWeth, rNeo,) = _observeNeo(neoPair, wethIs0);
        uint256 want = Math.mulDiv(Math.mulDiv(g.neoLiquidity + donated, rWeth, rNeo), g.x, g.y);
        g.tokensToNeoPair = _capTokens(g.token, want);
        IERC20(g.token).safeTransfer(pair, g.tokensToNeoPair);
        INeoSwapPair(pair).mint(_DEAD);
        g.pairNeo = pair;
    }

    /// @dev Refuse a NEO/WETH spot price more than maxDeviationBps away from the TWAP since the
    /// coin froze (a sandwich around graduate() moves the spot, not the TWAP). Returns the
    /// pre-swap reserves.
    function _checkNeoTwap(Layout storage s, address token, address neoPair, bool wethIs0, uint256 maxDeviationBps)
        private
        view
        returns (uint256 rWeth, uint256 rNeo)
    {
        uint256 cumulative;
        uint256 spot;
        bool live;
        (cumulative, spot, rWeth, rNeo, live) = _observeNeo(neoPair, wethIs0);
        TwapStart memory t = s.neoTwap[token];
        if (!live || t.timestamp == 0) revert ILaunchpadCurve.NoNeoMarket();
        uint256 twap;
        unchecked {
            uint32 elapsed = uint32(block.timestamp) - t.timestamp;
            if (elapsed == 0) revert ILaunchpadCurve.TooEarly();
            twap = (cumulative - t.cumulative) / elapsed;
        }
        uint256 diff = spot > twap ? spot - twap : twap - spot;
        if (diff * _BPS > twap * maxDeviationBps) revert ILaunchpadCurve.NeoPriceDeviates(spot, twap);
    }

    /// @dev Emit Graduated (logged by the curve's address).
    function _emitGraduated(Grad memory g) private {
        emit ILaunchpadCurve.Graduated(
            g.token,
            msg.sender,
            g.pairWeth,
            g.pairNeo,
            LaunchpadMath.priceX18(g.y, g.x),
            g.bounty,
            g.wethLiquidity,
            g.tokensToWethPair,
            g.ethForNeo,
            g.neoLiquidity,
            g.tokensToNeoPair,
            g.tokensBurned
        );
    }

    /// @dev Ask the coin's vault to credit its escrow; a revert or a hold is reported, not fatal,
    /// so a broken vault can never block graduation (creditPve retries).
    function _creditPve(address token, ILaunchpadCurve.Curve storage c) private {
        address vault = c.pveVault;
        try IPveVault(vault).credit(token) returns (bool ok, uint256 amount, uint256 total, uint256 blk) {
            if (ok) {
                c.pveCredited = true;
                emit ILaunchpadCurve.PveCredited(token, vault, amount, total, blk);
            } else {
                emit ILaunchpadCurve.PveCreditFailed(token, vault, amount);
            }
        } catch {
            emit ILaunchpadCurve.PveCreditFailed(token, vault, IERC20(token).balanceOf(vault));
        }
    }
}
