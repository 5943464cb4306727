// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Ranks the quote assets the protocol fee can be charged in
/// (WETH 4 > USDT 3 > USDC 2 > NEO 1 at launch); rank 0 means "not a quote asset".
interface IQuoteAssetRegistry {
    /// @notice A token's rank changed (0 removes it from the quote set).
    event RankSet(address indexed token, uint8 rank);

    /// @notice The rank of `token`; 0 when it is not a quote asset.
    function rankOf(address token) external view returns (uint8);
    /// @notice True when `token` has a non-zero rank.
    function isQuoteAsset(address token) external view returns (bool);
    /// @notice Every token that currently has a non-zero rank.
    function quoteAssets() external view returns (address[] memory);
    /// @notice Owner: set the rank of `token` (0 removes it).
    function setRank(address token, uint8 rank) external;
    /// @notice Owner: set several ranks at once.
    function setRanks(address[] calldata tokens, uint8[] calldata ranks) external;
}
