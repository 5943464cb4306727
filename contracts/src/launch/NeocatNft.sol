// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {INeocatNft} from "../interfaces/INeocatNft.sol";

/// @title NeocatNft
/// @notice The Neocat collection (ERC-721). The owner mints; ids start at 1 and run up by one.
/// Staked in NeocatStaking, Neocats size the PvE drops.
contract NeocatNft is INeocatNft, ERC721, Ownable {
    /// @inheritdoc INeocatNft
    uint256 public totalMinted;
    string private _base;

    /// @notice Deploy with `owner_` as the minter.
    constructor(address owner_) ERC721("Neocat", "NEOCAT") Ownable(owner_) {}

    /// @inheritdoc INeocatNft
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _mint(to, tokenId);
    }

    /// @inheritdoc INeocatNft
    function mintBatch(address to, uint256 count) external onlyOwner returns (uint256 firstId) {
        firstId = totalMinted + 1;
        for (uint256 i; i < count; ++i) {
            _mint(to, firstId + i);
        }
        totalMinted += count;
    }

    /// @notice Owner: set the metadata base URI (tokenURI = base + id).
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        _base = baseURI_;
        emit BaseURISet(baseURI_);
    }

    /// @dev The base of tokenURI.
    function _baseURI() internal view override returns (string memory) {
        return _base;
    }
}
