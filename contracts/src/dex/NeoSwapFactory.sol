// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";
import {NeoSwapPair} from "./NeoSwapPair.sol";

/// @notice The Uniswap V2 factory plus the swap perimeter (`swapAllowed`), a settable LP fee
/// (`swapFeeBps`), the quote-asset registry pointer and a two-step feeToSetter hand-over.
/// @dev With `perimeter` false every account may swap: that mode deploys the devnet's stand-in
/// for a third-party V2 AMM ("ext").
contract NeoSwapFactory is INeoSwapFactory {
    /// @notice Ceiling of the LP fee, in basis points.
    uint256 public constant MAX_SWAP_FEE_BPS = 200;
    /// @notice The LP fee at deployment (0.30%, as V2).
    uint256 public constant LAUNCH_SWAP_FEE_BPS = 30;

    /// @notice Whether swaps are gated by the allow-list; fixed at deployment.
    bool public immutable perimeter;
    /// @notice keccak256 of the pair creation code, for off-chain CREATE2 address derivation.
    bytes32 public immutable INIT_CODE_PAIR_HASH;

    address public feeTo;
    address public feeToSetter;
    address public pendingFeeToSetter;
    uint256 public swapFeeBps;
    address public quoteRegistry;

    mapping(address => mapping(address => address)) public getPair;
    address[] public allPairs;
    mapping(address => bool) private allowedSwapper;

    /// @dev Admin functions belong to feeToSetter, as in V2.
    modifier onlyFeeToSetter() {
        require(msg.sender == feeToSetter, "NeoSwap: FORBIDDEN");
        _;
    }

    /// @notice Deploys with `_feeToSetter` as admin; `_perimeter` turns the swap allow-list on.
    constructor(address _feeToSetter, bool _perimeter) {
        feeToSetter = _feeToSetter;
        perimeter = _perimeter;
        swapFeeBps = LAUNCH_SWAP_FEE_BPS;
        INIT_CODE_PAIR_HASH = keccak256(type(NeoSwapPair).creationCode);
        emit SwapFeeSet(LAUNCH_SWAP_FEE_BPS);
    }

    /// @notice Number of pairs created so far.
    function allPairsLength() external view returns (uint256) {
        return allPairs.length;
    }

    /// @notice True when `account` may call pair.swap and the router's swap functions.
    function swapAllowed(address account) external view returns (bool) {
        return !perimeter || allowedSwapper[account];
    }

    /// @notice Creates the pair of two tokens at its CREATE2 address (salt keccak(token0, token1)).
    function createPair(address tokenA, address tokenB) external returns (address pair) {
        require(tokenA != tokenB, "NeoSwap: IDENTICAL_ADDRESSES");
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        require(token0 != address(0), "NeoSwap: ZERO_ADDRESS");
        require(getPair[token0][token1] == address(0), "NeoSwap: PAIR_EXISTS"); // one check suffices
        bytes32 salt = keccak256(abi.encodePacked(token0, token1));
        pair = address(new NeoSwapPair{salt: salt}());
        NeoSwapPair(pair).initialize(token0, token1);
        getPair[token0][token1] = pair;
        getPair[token1][token0] = pair; // populate the reverse direction too
        allPairs.push(pair);
        emit PairCreated(token0, token1, pair, allPairs.length);
    }

    /// @notice Sets the protocol LP-fee recipient (1/6 of sqrt-k growth); zero turns it off.
    function setFeeTo(address _feeTo) external onlyFeeToSetter {
        emit FeeToSet(feeTo, _feeTo);
        feeTo = _feeTo;
    }

    /// @notice Starts handing admin to `newFeeToSetter`; it takes effect when they accept.
    /// @dev Two steps so a typo cannot lose the admin role; zero cancels a pending transfer.
    function transferFeeToSetter(address newFeeToSetter) external onlyFeeToSetter {
        pendingFeeToSetter = newFeeToSetter;
        emit FeeToSetterTransferStarted(feeToSetter, newFeeToSetter);
    }

    /// @notice Completes the admin hand-over; callable only by the pending feeToSetter.
    function acceptFeeToSetter() external {
        address pending = pendingFeeToSetter;
        require(msg.sender == pending, "NeoSwap: FORBIDDEN");
        emit FeeToSetterTransferred(feeToSetter, pending);
        feeToSetter = pending;
        pendingFeeToSetter = address(0);
    }

    /// @notice Sets the LP fee every pair applies, at most MAX_SWAP_FEE_BPS.
    function setSwapFeeBps(uint256 _swapFeeBps) external onlyFeeToSetter {
        require(_swapFeeBps <= MAX_SWAP_FEE_BPS, "NeoSwap: FEE_TOO_HIGH");
        swapFeeBps = _swapFeeBps;
        emit SwapFeeSet(_swapFeeBps);
    }

    /// @notice Points at the QuoteAssetRegistry the fee layer reads.
    function setQuoteRegistry(address _quoteRegistry) external onlyFeeToSetter {
        quoteRegistry = _quoteRegistry;
        emit QuoteRegistrySet(_quoteRegistry);
    }

    /// @notice Adds or removes `account` from the swap allow-list.
    function setSwapAllowed(address account, bool allowed) external onlyFeeToSetter {
        allowedSwapper[account] = allowed;
        emit SwapAllowedSet(account, allowed);
    }
}
