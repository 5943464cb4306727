// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Holds creator fees per (token, quote asset) until the token's creator claims them.
interface ICreatorFeeVault {
    /// @notice `amount` of `quoteAsset` was credited to the creator of `token`.
    event Accrued(address indexed token, address indexed creator, address quoteAsset, uint256 amount);
    /// @notice The creator of `token` withdrew `amount` of `quoteAsset`.
    event Claimed(address indexed token, address indexed creator, address quoteAsset, uint256 amount);
    /// @notice `depositor` may (true) or may no longer (false) call accrue.
    event DepositorSet(address indexed depositor, bool allowed);

    /// @notice Depositor: credit `amount` of `quoteAsset`, already transferred to the
    /// vault, to the creator of `token`.
    function accrue(address token, address quoteAsset, uint256 amount) external;
    /// @notice The creator of `token`: withdraw everything claimable in `quoteAsset`.
    function claim(address token, address quoteAsset) external returns (uint256 amount);
    /// @notice Total ever credited for (token, quoteAsset).
    function accrued(address token, address quoteAsset) external view returns (uint256);
    /// @notice Total ever claimed for (token, quoteAsset).
    function claimed(address token, address quoteAsset) external view returns (uint256);
    /// @notice accrued - claimed for (token, quoteAsset).
    function claimable(address token, address quoteAsset) external view returns (uint256);
    /// @notice True when `account` may call accrue.
    function isDepositor(address account) external view returns (bool);
}
