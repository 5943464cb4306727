// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IQuoteAssetRegistry} from "../interfaces/IQuoteAssetRegistry.sol";

/// @title QuoteAssetRegistry
/// @notice Ranks the quote assets the FeeRouter charges fees in; a higher rank wins
/// the fee side (launch: WETH 4 > USDT 3 > USDC 2 > NEO 1). Owned, not upgradeable.
contract QuoteAssetRegistry is IQuoteAssetRegistry, Ownable {
    /// @inheritdoc IQuoteAssetRegistry
    mapping(address token => uint8) public rankOf;

    /// @dev Enumeration of the ranked tokens; _position is index + 1 (0 = absent).
    address[] private _assets;
    mapping(address token => uint256) private _position;

    error ZeroAddress();
    error LengthMismatch();

    /// @notice Deploy with `owner_` and the initial ranks (arrays may be empty).
    constructor(address owner_, address[] memory tokens, uint8[] memory ranks) Ownable(owner_) {
        if (tokens.length != ranks.length) revert LengthMismatch();
        for (uint256 i; i < tokens.length; ++i) _setRank(tokens[i], ranks[i]);
    }

    /// @inheritdoc IQuoteAssetRegistry
    function isQuoteAsset(address token) external view returns (bool) {
        return rankOf[token] != 0;
    }

    /// @inheritdoc IQuoteAssetRegistry
    function quoteAssets() external view returns (address[] memory) {
        return _assets;
    }

    /// @inheritdoc IQuoteAssetRegistry
    function setRank(address token, uint8 rank) external onlyOwner {
        _setRank(token, rank);
    }

    /// @inheritdoc IQuoteAssetRegistry
    function setRanks(address[] calldata tokens, uint8[] calldata ranks) external onlyOwner {
        if (tokens.length != ranks.length) revert LengthMismatch();
        for (uint256 i; i < tokens.length; ++i) _setRank(tokens[i], ranks[i]);
    }

    /// @dev Set a rank and keep the enumeration in step with it.
    function _setRank(address token, uint8 rank) private {
        if (token == address(0)) revert ZeroAddress();
        rankOf[token] = rank;
        uint256 pos = _position[token];
        if (rank != 0 && pos == 0) {
            _assets.push(token);
            _position[token] = _assets.length;
        } else if (rank == 0 && pos != 0) {
            // Swap-and-pop keeps the list dense.
            address moved = _assets[_assets.length - 1];
            _assets[pos - 1] = moved;
            _position[moved] = pos;
            _assets.pop();
            delete _position[token];
        }
        emit RankSet(token, rank);
    }
}
