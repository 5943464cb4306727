// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The DEX factory: Uniswap V2 shape plus the swap perimeter, the
/// settable LP swap fee and the quote-asset registry pointer.
interface INeoSwapFactory {
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 allPairsLength);
    event SwapFeeSet(uint256 swapFeeBps);
    event QuoteRegistrySet(address indexed quoteRegistry);
    event SwapAllowedSet(address indexed account, bool allowed);
    event FeeToSet(address indexed previousFeeTo, address indexed newFeeTo);
    event FeeToSetterTransferStarted(address indexed previousFeeToSetter, address indexed newFeeToSetter);
    event FeeToSetterTransferred(address indexed previousFeeToSetter, address indexed newFeeToSetter);

    function feeTo() external view returns (address);
    function feeToSetter() external view returns (address);
    function pendingFeeToSetter() external view returns (address);
    function swapFeeBps() external view returns (uint256);
    function quoteRegistry() external view returns (address);
    /// @notice True when `account` may call pair.swap and the router's swap functions.
    function swapAllowed(address account) external view returns (bool);

    function getPair(address tokenA, address tokenB) external view returns (address pair);
    function allPairs(uint256) external view returns (address pair);
    function allPairsLength() external view returns (uint256);

    function createPair(address tokenA, address tokenB) external returns (address pair);

    function setFeeTo(address) external;
    function transferFeeToSetter(address) external;
    function acceptFeeToSetter() external;
    function setSwapFeeBps(uint256) external;
    function setQuoteRegistry(address) external;
    function setSwapAllowed(address account, bool allowed) external;
}
