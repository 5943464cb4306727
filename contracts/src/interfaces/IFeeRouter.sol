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
    error Expired();
    error InvalidPath();
    error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin);
    error ExcessiveInputAmount(uint256 amountIn, uint256 amountInMax);
    error FeeTooHigh(uint256 bps);
    error BadLegCount(uint256 legs);
    error ValueMismatch(uint256 value, uint256 legsTotal);
    error ZeroAddress();
    error EthTransferFailed();
    error NotWETH();
    error Permit2Unset();
    error PermitTokenMismatch();

    function protocolFeeBps() external view returns (uint256);
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

    function swapExactTokensForTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountOut);
    function swapTokensForExactTokens(
        uint256 amountOut, uint256 amountInMax, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountIn);
    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external payable returns (uint256 amountOut);
    function swapTokensForExactETH(
        uint256 amountOut, uint256 amountInMax, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountIn);
    function swapExactTokensForETH(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external returns (uint256 amountOut);
    function swapETHForExactTokens(uint256 amountOut, address[] calldata path, address to, uint256 deadline)
        external payable returns (uint256 amountIn);

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external;
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external payable;
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline
    ) external;

    function swapExactTokensForTokensPermit2(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) external returns (uint256 amountOut);
    function swapExactTokensForETHPermit2(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        IPermit2.PermitTransferFrom calldata permit,
        bytes calldata signature
    ) external returns (uint256 amountOut);

    function swapExactTokensForTokensSplit(Leg[] calldata legs, address to, uint256 deadline)
        external returns (uint256[] memory amountsOut);
    function swapExactETHForTokensSplit(Leg[] calldata legs, address to, uint256 deadline)
        external payable returns (uint256[] memory amountsOut);
    function swapExactTokensForETHSplit(Leg[] calldata legs, address to, uint256 deadline)
        external returns (uint256[] memory amountsOut);
}
