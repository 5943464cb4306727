// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ILaunchpadCurve} from "../interfaces/ILaunchpadCurve.sol";
import {INeoSwapFactory} from "../interfaces/INeoSwapFactory.sol";
import {INeoSwapPair} from "../interfaces/INeoSwapPair.sol";

/// @title LaunchpadCurveStorage
/// @notice The storage of the launch curve and the helpers both of its code halves use:
/// LaunchpadCurve (the proxy's implementation) and LaunchpadGraduator (graduation code the
/// curve runs by delegatecall, split out to stay under the 24 KiB code limit).
/// @dev One ERC-7201 namespace, so upgrades and the module never shift or clash over slots.
abstract contract LaunchpadCurveStorage {
    /// @dev Basis-point denominator.
    uint256 internal constant _BPS = 10_000;
    /// @dev Where graduation LP and leftover tokens go.
    address internal constant _DEAD = 0x000000000000000000000000000000000000dEaD;
    /// @dev Seconds after a freeze from which sells reopen if the coin has not graduated.
    uint256 internal constant _REOPEN_DELAY = 6 hours;

    /// @dev NEO/WETH price accumulator (NEO per WETH, UQ112x112 × seconds) observed at the freeze.
    struct TwapStart {
        uint256 cumulative;
        uint32 timestamp; // 0: no NEO market when the coin froze
    }

    /// @custom:storage-location erc7201:neoswap.storage.LaunchpadCurve
    struct Layout {
        address tokenImplementation;
        address factory;
        address weth;
        address neo;
        address feeRouter;
        address creatorFeeRegistry;
        address creatorFeeVault;
        address pveVault;
        address operator;
        address upgradeAuthority;
        address graduator;
        bytes32 pairInitCodeHash;
        uint16 creatorFeeBps;
        uint32 defaultParamsId;
        uint32 paramsCount;
        bool buysPaused;
        mapping(uint32 id => ILaunchpadCurve.Params) paramSets;
        mapping(address token => ILaunchpadCurve.Params) paramsOf;
        mapping(address token => ILaunchpadCurve.Curve) curves;
        mapping(address creator => uint256) launchNonce;
        mapping(address token => TwapStart) neoTwap;
    }

    // keccak256(abi.encode(uint256(keccak256("neoswap.storage.LaunchpadCurve")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant _LAYOUT_SLOT = 0x4e85945748d6d24e89a4096a0a8d4f7ecbd84c923f606951031220e64d2e2e00;

    /// @dev The curve's storage.
    function _s() internal pure returns (Layout storage l) {
        assembly ("memory-safe") {
            l.slot := _LAYOUT_SLOT
        }
    }

    /// @dev The NEO/WETH pair of the factory (zero when none) and whether WETH is its token0.
    function _neoPair(Layout storage s) internal view returns (address pair, bool wethIs0) {
        pair = INeoSwapFactory(s.factory).getPair(s.neo, s.weth);
        wethIs0 = s.weth < s.neo;
    }

    /// @dev The NEO/WETH pair's current NEO-per-WETH accumulator (as the pair would report it
    /// if synced now), spot price (UQ112x112) and reserves; live false when there is no market.
    function _observeNeo(address pair, bool wethIs0)
        internal
        view
        returns (uint256 cumulative, uint256 spot, uint256 rWeth, uint256 rNeo, bool live)
    {
        if (pair == address(0)) return (0, 0, 0, 0, false);
        (uint112 r0, uint112 r1, uint32 last) = INeoSwapPair(pair).getReserves();
        (rWeth, rNeo) = wethIs0 ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
        if (rWeth == 0 || rNeo == 0) return (0, 0, rWeth, rNeo, false);
        cumulative = wethIs0 ? INeoSwapPair(pair).price0CumulativeLast() : INeoSwapPair(pair).price1CumulativeLast();
        spot = (rNeo << 112) / rWeth;
        unchecked {
            // Wrapping arithmetic, as in the pair's own accumulator.
            cumulative += spot * uint32(uint32(block.timestamp) - last);
        }
        live = true;
    }

    /// @dev Send ETH or revert.
    function _sendEth(address to, uint256 amount) internal {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert ILaunchpadCurve.EthTransferFailed();
    }
}
