// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IPermit2} from "./IPermit2.sol";

/// @notice The user-facing swap entry point: charges the protocol fee (and the
/// creator fee of a registered launch token) once per trade on the quote leg, then
/// routes through NeoSwapRouter02.
interface IFeeRouter {
    /// @notice One leg of a split swap: its own path, input and net minimum output.
    struct Leg {
        address[] path;
        uint256 amountIn;
        uint256 amountOutMin;
    }

    /// @notice One fee-paying trade (one per split leg). `user` is the payer
    /// (msg.sender), `amountIn` what it paid, `amountOut` what `to` received,
    /// `feeAmount` the protocol fee in `feeToken`.
    event Swap(
        address indexed user,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address feeToken,
        uint256 feeAmount
    );
    /// @notice The protocol fee changed.
    event ProtocolFeeSet(uint256 protocolFeeBps);
    /// @notice `amount` of `quoteAsset` went to the CreatorFeeVault for `creator` of `token`.
    event CreatorFee(address indexed token, address indexed creator, address quoteAsset, uint256 amount);
    /// @notice The Permit2 contract used by the swap*Permit2 family changed.
    event Permit2Set(address permit2);
    /// @notice The creator fee registry, vault and global creator fee cap changed.
    event CreatorFeeConfigSet(address registry, address vault, uint256 creatorFeeBps);
    /// @notice The owner moved a stray balance out (token 0 = ETH).
    event Rescued(address indexed token, address indexed to, uint256 amount);
    /// @notice The protocol fee recipient changed.
    event CollectorSet(address collector);
    /// @notice The quote-asset registry changed.
    event QuoteRegistrySet(address quoteRegistry);

    /// @notice No asset of the path is a quote asset, so there is no fee leg.
    error NoQuoteSide();
    /// @notice The deadline has passed.
    error Expired();
    /// @notice The path is shorter than 2 or lacks WETH at its ETH end.
    error InvalidPath();
    /// @notice `to` would receive less than amountOutMin after every fee.
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
    /// @notice An exact-output trade needs more input than amountInMax (or msg.value).
    error ExcessiveInputAmount(uint256 amountIn, uint256 amountInMax);
    /// @notice A fee setting above its ceiling.
    error FeeTooHigh(uint256 bps);
    /// @notice A split swap with 0 or more than MAX_SPLIT_LEGS legs.
    error BadLegCount(uint256 legs);
    /// @notice The legs of an ETH split do not add up to msg.value.
    error ValueMismatch(uint256 value, uint256 legsTotal);
    /// @notice A required address is zero.
    error ZeroAddress();
    /// @notice Sending ETH to the recipient failed.
    error EthTransferFailed();
    /// @notice Plain ETH may only come from WETH (unwrapping).
    error NotWETH();
    /// @notice The Permit2 family is off (no Permit2 contract set).
    error Permit2Unset();
    /// @notice The signed permit is for another token than path[0].
    error PermitTokenMismatch();

    /// @notice Live protocol fee in bps (launch 70, at most 100).
    function protocolFeeBps() external view returns (uint256);
    /// @notice Global creator fee cap in bps: a token pays min(its registry fee, this).
    function creatorFeeBps() external view returns (uint256);
    /// @notice True when the fee is taken from the output (the last path token is the fee leg).
    function feeOnOutput(address[] calldata path) external view returns (bool);
    /// @notice Index in `path` of the quote asset that pays the fees.
    function feeIndex(address[] calldata path) external view returns (uint256);
    /// @notice Net output, protocol fee and creator fee of an exact-input trade.
    function quoteExactIn(uint256 amountIn, address[] calldata path)
        external view returns (uint256 amountOut, uint256 protocolFee, uint256 creatorFee);
    /// @notice Input, protocol fee and creator fee of an exact (net) output trade.
    function quoteExactOut(uint256 amountOut, address[] calldata path)
        external view returns (uint256 amountIn, uint256 protocolFee, uint256 creatorFee);

    /// @notice Exact input token -> token; amountOutMin is net of every fee.
    function swapExactTokensForTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountOut);
    /// @notice Exact (net) output token -> token, spending at most amountInMax.
    function swapTokensForExactTokens(
        uint256 amountOut, uint256 amountInMax, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountIn);
    /// @notice Exact input ETH (path[0] = WETH) -> token.
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external payable returns (uint256 amountOut);
    /// @notice Exact (net) ETH output (path ends at WETH), spending at most amountInMax.
    function swapTokensForExactETH(
        uint256 amountOut, uint256 amountInMax, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountIn);
    /// @notice Exact input token -> ETH (path ends at WETH).
    function swapExactTokensForETH(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountOut);
    /// @notice Exact (net) token output for ETH; unused ETH is refunded.
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external payable returns (uint256 amountIn);

    /// @notice Router02-compatible name of swapExactTokensForTokens (fee-on-transfer safe).
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external;
    /// @notice Router02-compatible name of swapExactETHForTokens (fee-on-transfer safe).
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external payable;
    /// @notice Router02-compatible name of swapExactTokensForETH (fee-on-transfer safe).
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external;

    /// @notice swapExactTokensForTokens pulling the input through a Permit2 signature of msg.sender.
    function swapExactTokensForTokensPermit2(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) external returns (uint256 amountOut);
    /// @notice swapExactTokensForETH pulling the input through a Permit2 signature of msg.sender.
    function swapExactTokensForETHPermit2(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) external returns (uint256 amountOut);

    /// @notice Up to MAX_SPLIT_LEGS independent exact-input token legs, one Swap event each.
    function swapExactTokensForTokensSplit(Leg[] calldata legs, address to, uint256 deadline)
        external returns (uint256[] memory amountsOut);
    /// @notice Split of msg.value over WETH-starting legs.
    function swapExactETHForTokensSplit(Leg[] calldata legs, address to, uint256 deadline)
        external payable returns (uint256[] memory amountsOut);
    /// @notice Split of token legs ending at WETH, paid out as ETH.
    function swapExactTokensForETHSplit(Leg[] calldata legs, address to, uint256 deadline)
        external returns (uint256[] memory amountsOut);
}
