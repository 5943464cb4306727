// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The Neocat collection: a plain ERC-721 whose owner mints.
interface INeocatNft {
    /// @notice The metadata base URI changed.
    event BaseURISet(string baseURI);

    /// @notice Owner: mint the next id to `to`.
    function mint(address to) external returns (uint256 tokenId);
    /// @notice Owner: mint `count` consecutive ids to `to`; returns the first.
    function mintBatch(address to, uint256 count) external returns (uint256 firstId);
    /// @notice Number of Neocats minted (ids run 1..totalMinted).
    function totalMinted() external view returns (uint256);
}
