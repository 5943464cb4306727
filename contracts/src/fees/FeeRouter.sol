// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {OwnedUUPS} from "./OwnedUUPS.sol";
import {IFeeRouter} from "../interfaces/IFeeRouter.sol";
import {INeoSwapRouter02} from "../interfaces/INeoSwapRouter02.sol";
import {IWETH} from "../interfaces/IWETH.sol";
import {IQuoteAssetRegistry} from "../interfaces/IQuoteAssetRegistry.sol";
import {ICreatorFeeRegistry} from "../interfaces/ICreatorFeeRegistry.sol";
import {ICreatorFeeVault} from "../interfaces/ICreatorFeeVault.sol";
import {IPermit2} from "../interfaces/IPermit2.sol";

/// @title FeeRouter
/// @notice The user-facing swap entry point (UUPS, behind NeoProxy). Every trade pays
/// the protocol fee once, on its quote leg, to the Collector, plus the creator fee of
/// a registered launch token at either end to the CreatorFeeVault; the swap itself
/// runs through NeoSwapRouter02, which admits this contract via factory.swapAllowed.
/// @dev Fee side (spec 1.9): with r = QuoteAssetRegistry.rankOf, when both ends are
/// quote assets the higher rank pays and a tie goes to the output; when one end is,
/// that end pays; otherwise the first quote asset inside the path pays (the trade is
/// swapped into this contract up to that hop, fees are skimmed, the rest continues);
/// NoQuoteSide() when no path asset is a quote asset. Fees on the input are taken
/// before the swap, fees on the output after it; amountOutMin/amountOut are always net
/// of every fee. Exact-input entry points measure balances, so they all accept
/// fee-on-transfer tokens (the *SupportingFeeOnTransferTokens names exist for
/// Router02 compatibility); exact-output entry points do not.
contract FeeRouter is IFeeRouter, OwnedUUPS, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Owner ceiling of protocolFeeBps.
    uint256 public constant MAX_PROTOCOL_FEE_BPS = 100;
    /// @notice The protocol fee at launch (reference only; read protocolFeeBps).
    uint256 public constant LAUNCH_PROTOCOL_FEE_BPS = 70;
    /// @notice Basis-point denominator.
    uint256 public constant BPS_DENOM = 10_000;
    /// @notice Most legs a split swap may have.
    uint256 public constant MAX_SPLIT_LEGS = 4;
    /// @notice Ceiling of the global creator fee cap (and of any per-token fee).
    uint256 public constant MAX_CREATOR_FEE_BPS = 50;

    /// @notice NeoSwapRouter02.
    address public router;
    /// @notice WETH, as reported by the router.
    address public weth;
    /// @notice Receives every protocol fee.
    address public collector;
    /// @notice Ranks the quote assets.
    address public quoteRegistry;
    /// @notice Permit2 (SignatureTransfer) used by the swap*Permit2 family; 0 disables it.
    address public permit2;
    /// @notice Per-token creator fee configuration; 0 disables creator fees.
    address public creatorFeeRegistry;
    /// @notice Receives creator fees and credits them to creators.
    address public creatorFeeVault;
    /// @notice Live protocol fee in bps (≤ MAX_PROTOCOL_FEE_BPS).
    uint256 public protocolFeeBps;
    /// @notice Global cap of the creator fee: a token pays min(its registry fee, this).
    uint256 public creatorFeeBps;

    /// @notice Set up the proxy. `creatorFeeRegistry_`/`permit2_` may be 0 (feature off).
    function initialize(
        address owner_,
        address router_,
        address collector_,
        address quoteRegistry_,
        address permit2_,
        address creatorFeeRegistry_,
        address creatorFeeVault_,
        uint256 creatorFeeBps_
    ) external initializer {
        __Ownable_init(owner_);
        if (router_ == address(0)) revert ZeroAddress();
        router = router_;
        weth = INeoSwapRouter02(router_).WETH();
        _setCollector(collector_);
        _setQuoteRegistry(quoteRegistry_);
        _setPermit2(permit2_);
        _setCreatorFeeConfig(creatorFeeRegistry_, creatorFeeVault_, creatorFeeBps_);
        protocolFeeBps = LAUNCH_PROTOCOL_FEE_BPS;
        emit ProtocolFeeSet(LAUNCH_PROTOCOL_FEE_BPS);
    }

    /// @notice Accept ETH only from WETH (unwrapping); users send ETH with the payable swaps.
    receive() external payable {
        if (msg.sender != weth) revert NotWETH();
    }

    // ---------------------------------------------------------------- admin

    /// @notice Owner: set the protocol fee (≤ MAX_PROTOCOL_FEE_BPS).
    function setProtocolFeeBps(uint256 bps) external onlyOwner {
        if (bps > MAX_PROTOCOL_FEE_BPS) revert FeeTooHigh(bps);
        protocolFeeBps = bps;
        emit ProtocolFeeSet(bps);
    }

    /// @notice Owner: set the Permit2 contract (0 disables the Permit2 family).
    function setPermit2(address permit2_) external onlyOwner {
        _setPermit2(permit2_);
    }

    /// @notice Owner: set the creator fee registry, vault and global cap (≤ 50 bps).
    function setCreatorFeeConfig(address registry, address vault, uint256 bps) external onlyOwner {
        _setCreatorFeeConfig(registry, vault, bps);
    }

    /// @notice Owner: set the protocol fee recipient.
    function setCollector(address collector_) external onlyOwner {
        _setCollector(collector_);
    }

    /// @notice Owner: set the quote-asset registry.
    function setQuoteRegistry(address registry) external onlyOwner {
        _setQuoteRegistry(registry);
    }

    /// @notice Owner: move a stray balance out (token 0 = ETH). The router never
    /// keeps balances between transactions, so anything here was sent by mistake.
    function rescue(address token, address to, uint256 amount) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        if (token == address(0)) _sendEth(to, amount);
        else IERC20(token).safeTransfer(to, amount);
        emit Rescued(token, to, amount);
    }

    /// @dev Store the Permit2 address and announce it.
    function _setPermit2(address permit2_) private {
        permit2 = permit2_;
        emit Permit2Set(permit2_);
    }

    /// @dev Store the creator fee registry, vault and cap (≤ 50 bps) and announce them.
    function _setCreatorFeeConfig(address registry, address vault, uint256 bps) private {
        if (bps > MAX_CREATOR_FEE_BPS) revert FeeTooHigh(bps);
        // A registry without a vault would have nowhere to send the fee.
        if (registry != address(0) && vault == address(0)) revert ZeroAddress();
        creatorFeeRegistry = registry;
        creatorFeeVault = vault;
        creatorFeeBps = bps;
        emit CreatorFeeConfigSet(registry, vault, bps);
    }

    /// @dev Store the protocol fee recipient.
    function _setCollector(address collector_) private {
        if (collector_ == address(0)) revert ZeroAddress();
        collector = collector_;
        emit CollectorSet(collector_);
    }

    /// @dev Store the quote-asset registry.
    function _setQuoteRegistry(address registry) private {
        if (registry == address(0)) revert ZeroAddress();
        quoteRegistry = registry;
        emit QuoteRegistrySet(registry);
    }

    // ---------------------------------------------------------------- views

    /// @inheritdoc IFeeRouter
    function feeOnOutput(address[] calldata path) external view returns (bool) {
        _checkPath(path);
        return _feeIndex(path) == path.length - 1;
    }

    /// @inheritdoc IFeeRouter
    function feeIndex(address[] calldata path) external view returns (uint256) {
        _checkPath(path);
        return _feeIndex(path);
    }

    /// @inheritdoc IFeeRouter
    function quoteExactIn(uint256 amountIn, address[] calldata path)
        external
        view
        returns (uint256 amountOut, uint256 protocolFee, uint256 creatorFee)
    {
        _checkPath(path);
        uint256 last = path.length - 1;
        uint256 idx = _feeIndex(path);
        uint256 q = idx == 0 ? amountIn : _amountsOut(_slice(path, 0, idx), amountIn);
        (,, uint256[2] memory bps) = _creatorTerms(path);
        creatorFee = q * bps[0] / BPS_DENOM + q * bps[1] / BPS_DENOM;
        protocolFee = q * protocolFeeBps / BPS_DENOM;
        q -= creatorFee + protocolFee;
        amountOut = idx == last ? q : _amountsOut(_slice(path, idx, last), q);
    }

    /// @inheritdoc IFeeRouter
    function quoteExactOut(uint256 amountOut, address[] calldata path)
        external
        view
        returns (uint256 amountIn, uint256 protocolFee, uint256 creatorFee)
    {
        _checkPath(path);
        (, uint256 in_, uint256 gross, uint256 net) = _plan(path, amountOut);
        (,, uint256[2] memory bps) = _creatorTerms(path);
        creatorFee = gross * bps[0] / BPS_DENOM + gross * bps[1] / BPS_DENOM;
        protocolFee = gross - net - creatorFee;
        amountIn = in_;
    }

    // ---------------------------------------------------------------- exact input

    /// @inheritdoc IFeeRouter
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external nonReentrant returns (uint256 amountOut) {
        return _tokensIn(amountIn, amountOutMin, path, to, deadline, false);
    }

    /// @inheritdoc IFeeRouter
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external nonReentrant {
        _tokensIn(amountIn, amountOutMin, path, to, deadline, false);
    }

    /// @inheritdoc IFeeRouter
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external nonReentrant returns (uint256 amountOut) {
        return _tokensIn(amountIn, amountOutMin, path, to, deadline, true);
    }

    /// @inheritdoc IFeeRouter
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external nonReentrant {
        _tokensIn(amountIn, amountOutMin, path, to, deadline, true);
    }

    /// @inheritdoc IFeeRouter
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        return _ethIn(amountOutMin, path, to, deadline);
    }

    /// @inheritdoc IFeeRouter
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable nonReentrant {
        _ethIn(amountOutMin, path, to, deadline);
    }

    /// @inheritdoc IFeeRouter
    function swapExactTokensForTokensPermit2(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) external nonReentrant returns (uint256 amountOut) {
        _check(deadline, path, false, false);
        uint256 held = _pullPermit2(path[0], amountIn, permit, signature);
        return _exactIn(path, amountIn, held, amountOutMin, to, false);
    }

    /// @inheritdoc IFeeRouter
    function swapExactTokensForETHPermit2(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) external nonReentrant returns (uint256 amountOut) {
        _check(deadline, path, false, true);
        uint256 held = _pullPermit2(path[0], amountIn, permit, signature);
        return _exactIn(path, amountIn, held, amountOutMin, to, true);
    }

    // ---------------------------------------------------------------- exact output

    /// @inheritdoc IFeeRouter
    function swapTokensForExactTokens(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external nonReentrant returns (uint256 amountIn) {
        _check(deadline, path, false, false);
        return _exactOut(path, amountOut, amountInMax, to, false, false);
    }

    /// @inheritdoc IFeeRouter
    function swapTokensForExactETH(
        uint256 amountOut,
        uint256 amountInMax,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external nonReentrant returns (uint256 amountIn) {
        _check(deadline, path, false, true);
        return _exactOut(path, amountOut, amountInMax, to, false, true);
    }

    /// @inheritdoc IFeeRouter
    /// @dev Unused ETH is refunded to msg.sender.
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external
        payable
        nonReentrant
        returns (uint256 amountIn)
    {
        _check(deadline, path, true, false);
        amountIn = _exactOut(path, amountOut, msg.value, to, true, false);
        if (msg.value > amountIn) _sendEth(msg.sender, msg.value - amountIn);
    }

    // ---------------------------------------------------------------- splits

    /// @inheritdoc IFeeRouter
    /// @dev Each leg is an independent exact-input trade paid by msg.sender to `to`,
    /// with its own fee side, its own net amountOutMin and its own Swap event.
    function swapExactTokensForTokensSplit(Leg[] calldata legs, address to, uint256 deadline)
        external
        nonReentrant
        returns (uint256[] memory amountsOut)
    {
        return _split(legs, to, deadline, false, false);
    }

    /// @inheritdoc IFeeRouter
    /// @dev Every leg starts at WETH and the legs' amountIn must add up to msg.value.
    function swapExactETHForTokensSplit(Leg[] calldata legs, address to, uint256 deadline)
        external
        payable
        nonReentrant
        returns (uint256[] memory amountsOut)
    {
        return _split(legs, to, deadline, true, false);
    }

    /// @inheritdoc IFeeRouter
    /// @dev Every leg ends at WETH; each leg's net output is unwrapped and sent to `to`.
    function swapExactTokensForETHSplit(Leg[] calldata legs, address to, uint256 deadline)
        external
        nonReentrant
        returns (uint256[] memory amountsOut)
    {
        return _split(legs, to, deadline, false, true);
    }

    // ---------------------------------------------------------------- internals

    /// @dev Exact-input token entry: check, pull (fee-on-transfer safe), run the core.
    function _tokensIn(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        bool ethOut
    ) private returns (uint256) {
        _check(deadline, path, false, ethOut);
        return _exactIn(path, amountIn, _pull(path[0], amountIn), amountOutMin, to, ethOut);
    }

    /// @dev Exact-input ETH entry: check, wrap msg.value, run the core.
    function _ethIn(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        private
        returns (uint256)
    {
        _check(deadline, path, true, false);
        IWETH(weth).deposit{value: msg.value}();
        return _exactIn(path, msg.value, msg.value, amountOutMin, to, false);
    }

    /// @dev Run 1..MAX_SPLIT_LEGS exact-input legs; an ETH split wraps msg.value once.
    function _split(Leg[] calldata legs, address to, uint256 deadline, bool ethIn, bool ethOut)
        private
        returns (uint256[] memory amountsOut)
    {
        uint256 n = legs.length;
        if (n == 0 || n > MAX_SPLIT_LEGS) revert BadLegCount(n);
        if (ethIn) {
            uint256 total;
            for (uint256 i; i < n; ++i) total += legs[i].amountIn;
            if (total != msg.value) revert ValueMismatch(msg.value, total);
            IWETH(weth).deposit{value: msg.value}();
        }
        amountsOut = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            Leg calldata leg = legs[i];
            _check(deadline, leg.path, ethIn, ethOut);
            uint256 held = ethIn ? leg.amountIn : _pull(leg.path[0], leg.amountIn);
            amountsOut[i] = _exactIn(leg.path, leg.amountIn, held, leg.amountOutMin, to, ethOut);
        }
    }

    /// @dev Deadline, path length, and WETH at the ETH end(s).
    function _check(uint256 deadline, address[] calldata path, bool ethIn, bool ethOut) private view {
        if (block.timestamp > deadline) revert Expired();
        _checkPath(path);
        if ((ethIn && path[0] != weth) || (ethOut && path[path.length - 1] != weth)) revert InvalidPath();
    }

    /// @dev A path has at least two tokens.
    function _checkPath(address[] calldata path) private pure {
        if (path.length < 2) revert InvalidPath();
    }

    /// @dev The exact-input core. This contract already holds `held` of path[0]
    /// (`paid` is what the user parted with, which differs for fee-on-transfer input).
    function _exactIn(
        address[] memory path,
        uint256 paid,
        uint256 held,
        uint256 amountOutMin,
        address to,
        bool ethOut
    ) private returns (uint256 amountOut) {
        uint256 idx = _feeIndex(path);
        uint256 fee;
        (fee, amountOut) = _runExactIn(path, idx, held, ethOut ? address(this) : to);
        if (amountOut < amountOutMin) revert InsufficientOutputAmount(amountOut, amountOutMin);
        if (ethOut) _unwrapTo(to, amountOut);
        _emitSwap(path, idx, paid, amountOut, fee);
    }

    /// @dev Swap `q` of path[0] to the fee leg, skim the fees there, deliver the rest to
    /// `dest`. Returns the protocol fee and what `dest` received.
    function _runExactIn(address[] memory path, uint256 idx, uint256 q, address dest)
        private
        returns (uint256 fee, uint256 amountOut)
    {
        uint256 last = path.length - 1;
        // q: the amount of the fee-paying quote asset held here, gross then net.
        if (idx != 0) q = _swapIn(_slice(path, 0, idx), q, address(this));
        uint256 fees;
        (fee, fees) = _charge(path, idx, q, type(uint256).max);
        q -= fees;
        if (idx != last) return (fee, _swapIn(_slice(path, idx, last), q, dest));
        if (dest == address(this)) return (fee, q);
        // Measured at `dest`, so a fee-on-transfer output counts what arrived.
        IERC20 out = IERC20(path[last]);
        uint256 before = out.balanceOf(dest);
        out.safeTransfer(dest, q);
        amountOut = out.balanceOf(dest) - before;
    }

    /// @dev The exact-output core: `to` receives exactly amountOut (net of every fee).
    function _exactOut(
        address[] memory path,
        uint256 amountOut,
        uint256 amountInMax,
        address to,
        bool ethIn,
        bool ethOut
    ) private returns (uint256 amountIn) {
        uint256 idx;
        uint256 gross;
        uint256 net;
        (idx, amountIn, gross, net) = _plan(path, amountOut);
        if (amountIn > amountInMax) revert ExcessiveInputAmount(amountIn, amountInMax);
        if (ethIn) IWETH(weth).deposit{value: amountIn}();
        else IERC20(path[0]).safeTransferFrom(msg.sender, address(this), amountIn);
        uint256 fee = _runExactOut(path, idx, amountIn, gross, net, amountOut, ethOut ? address(this) : to);
        if (ethOut) _unwrapTo(to, amountOut);
        _emitSwap(path, idx, amountIn, amountOut, fee);
    }

    /// @dev One FeeRouter.Swap per trade (per split leg); the payer is msg.sender.
    function _emitSwap(address[] memory path, uint256 idx, uint256 amountIn, uint256 amountOut, uint256 fee)
        private
    {
        emit Swap(msg.sender, path[0], path[path.length - 1], amountIn, amountOut, path[idx], fee);
    }

    /// @dev Execute an exact-output plan of _plan with `amountIn` held here; returns the protocol fee.
    function _runExactOut(
        address[] memory path,
        uint256 idx,
        uint256 amountIn,
        uint256 gross,
        uint256 net,
        uint256 amountOut,
        address dest
    ) private returns (uint256 fee) {
        uint256 last = path.length - 1;
        if (idx != 0) _swapOut(_slice(path, 0, idx), gross, amountIn, address(this));
        (fee,) = _charge(path, idx, gross, net);
        if (idx != last) _swapOut(_slice(path, idx, last), amountOut, net, dest);
        else if (dest != address(this)) IERC20(path[last]).safeTransfer(dest, amountOut);
    }

    /// @dev For an exact (net) output: the fee index, the input to pull, the gross
    /// quote amount on the fee leg and the net part of it that must continue (or
    /// reach `to`). gross = ceil(net * 10000 / (10000 - protocol - creator bps)), so
    /// the floored creator fees plus the protocol fee (gross - net - creator fees,
    /// which absorbs the rounding) always leave exactly net.
    function _plan(address[] memory path, uint256 amountOut)
        private
        view
        returns (uint256 idx, uint256 amountIn, uint256 gross, uint256 net)
    {
        uint256 last = path.length - 1;
        idx = _feeIndex(path);
        net = idx == last ? amountOut : _amountsIn(_slice(path, idx, last), amountOut);
        (,, uint256[2] memory bps) = _creatorTerms(path);
        gross = Math.ceilDiv(net * BPS_DENOM, BPS_DENOM - protocolFeeBps - bps[0] - bps[1]);
        amountIn = idx == 0 ? gross : _amountsIn(_slice(path, 0, idx), gross);
    }

    /// @dev Pay the creator fee(s) and the protocol fee out of `base` of path[idx] held
    /// here. keep == max: exact input, protocol fee = base * bps / 10000; otherwise
    /// exact output, protocol fee = base - keep - creator fees. Returns the protocol
    /// fee and the sum of all fees.
    function _charge(address[] memory path, uint256 idx, uint256 base, uint256 keep)
        private
        returns (uint256 protocolFee, uint256 fees)
    {
        IERC20 quote = IERC20(path[idx]);
        (address[2] memory tokens, address[2] memory creators, uint256[2] memory bps) = _creatorTerms(path);
        for (uint256 k; k < 2; ++k) {
            uint256 amount = base * bps[k] / BPS_DENOM;
            if (amount == 0) continue;
            address vault = creatorFeeVault;
            quote.safeTransfer(vault, amount);
            ICreatorFeeVault(vault).accrue(tokens[k], address(quote), amount);
            emit CreatorFee(tokens[k], creators[k], address(quote), amount);
            fees += amount;
        }
        protocolFee = keep == type(uint256).max ? base * protocolFeeBps / BPS_DENOM : base - keep - fees;
        if (protocolFee != 0) quote.safeTransfer(collector, protocolFee);
        fees += protocolFee;
    }

    /// @dev The creator terms of the path's two ends (a cyclic path counts its token
    /// once): effective bps = min(registry fee, global cap); zero when unregistered,
    /// disabled or creator fees are off.
    function _creatorTerms(address[] memory path)
        private
        view
        returns (address[2] memory tokens, address[2] memory creators, uint256[2] memory bps)
    {
        address registry = creatorFeeRegistry;
        uint256 cap = creatorFeeBps;
        if (registry == address(0) || cap == 0) return (tokens, creators, bps);
        tokens[0] = path[0];
        tokens[1] = path[path.length - 1];
        for (uint256 k; k < 2; ++k) {
            if (k == 1 && tokens[1] == tokens[0]) break;
            (address creator, uint256 feeBps_) = ICreatorFeeRegistry(registry).creatorFee(tokens[k]);
            if (creator == address(0)) continue;
            creators[k] = creator;
            bps[k] = feeBps_ < cap ? feeBps_ : cap;
        }
    }

    /// @dev The fee-paying index of `path` (see the contract doc).
    function _feeIndex(address[] memory path) private view returns (uint256) {
        IQuoteAssetRegistry registry = IQuoteAssetRegistry(quoteRegistry);
        uint256 last = path.length - 1;
        uint8 rankIn = registry.rankOf(path[0]);
        uint8 rankOut = registry.rankOf(path[last]);
        if (rankOut != 0 && rankOut >= rankIn) return last;
        if (rankIn != 0) return 0;
        for (uint256 i = 1; i < last; ++i) {
            if (registry.rankOf(path[i]) != 0) return i;
        }
        revert NoQuoteSide();
    }

    /// @dev path[from..to] inclusive (the whole path is returned as is).
    function _slice(address[] memory path, uint256 from, uint256 to) private pure returns (address[] memory out) {
        if (from == 0 && to == path.length - 1) return path;
        out = new address[](to - from + 1);
        for (uint256 i; i < out.length; ++i) out[i] = path[from + i];
    }

    /// @dev Exact-input hop(s) through the router; returns what `dest` received.
    function _swapIn(address[] memory path, uint256 amountIn, address dest) private returns (uint256) {
        _approveRouter(path[0], amountIn);
        IERC20 out = IERC20(path[path.length - 1]);
        uint256 before = out.balanceOf(dest);
        INeoSwapRouter02(router).swapExactTokensForTokensSupportingFeeOnTransferTokens(
            amountIn, 0, path, dest, block.timestamp
        );
        return out.balanceOf(dest) - before;
    }

    /// @dev Exact-output hop(s) through the router.
    function _swapOut(address[] memory path, uint256 amountOut, uint256 amountInMax, address dest) private {
        _approveRouter(path[0], amountInMax);
        INeoSwapRouter02(router).swapTokensForExactTokens(amountOut, amountInMax, path, dest, block.timestamp);
    }

    /// @dev Input the router needs for `amountOut` along `path`.
    function _amountsIn(address[] memory path, uint256 amountOut) private view returns (uint256) {
        return INeoSwapRouter02(router).getAmountsIn(amountOut, path)[0];
    }

    /// @dev Output the router gives for `amountIn` along `path`.
    function _amountsOut(address[] memory path, uint256 amountIn) private view returns (uint256) {
        uint256[] memory amounts = INeoSwapRouter02(router).getAmountsOut(amountIn, path);
        return amounts[amounts.length - 1];
    }

    /// @dev A standing max approval (refreshed when used up) saves an approve per swap;
    /// the router only ever pulls from its caller, so it cannot move funds on its own.
    function _approveRouter(address token, uint256 amount) private {
        if (IERC20(token).allowance(address(this), router) < amount) {
            IERC20(token).forceApprove(router, type(uint256).max);
        }
    }

    /// @dev Pull `amount` from msg.sender; returns what arrived (fee-on-transfer safe).
    function _pull(address token, uint256 amount) private returns (uint256) {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        return IERC20(token).balanceOf(address(this)) - before;
    }

    /// @dev Pull through Permit2 with msg.sender's signature; the signer must be the
    /// caller, so nobody can spend someone else's signature.
    function _pullPermit2(
        address token,
        uint256 amount,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) private returns (uint256) {
        address p2 = permit2;
        if (p2 == address(0)) revert Permit2Unset();
        if (permit.permitted.token != token) revert PermitTokenMismatch();
        uint256 before = IERC20(token).balanceOf(address(this));
        IPermit2(p2).permitTransferFrom(
            permit, IPermit2.SignatureTransferDetails({to: address(this), requestedAmount: amount}), msg.sender, signature
        );
        return IERC20(token).balanceOf(address(this)) - before;
    }

    /// @dev Unwrap WETH held here and send the ETH to `to`.
    function _unwrapTo(address to, uint256 amount) private {
        IWETH(weth).withdraw(amount);
        _sendEth(to, amount);
    }

    /// @dev Send ETH, reverting on failure.
    function _sendEth(address to, uint256 amount) private {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert EthTransferFailed();
    }
}
