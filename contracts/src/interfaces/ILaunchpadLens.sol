// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ILaunchpadCurve} from "./ILaunchpadCurve.sol";

/// @notice Read-only companion of LaunchpadCurve: quotes equal to the curve's execution to
/// the wei, price, bonding progress, graduation readiness and the one-call curve read.
interface ILaunchpadLens {
    /// @notice The curve read of the launch backend (spec 2.2 `curve`) in one call.
    struct CurveView {
        ILaunchpadCurve.Status status;
        bool buysPaused;
        uint32 paramsId;
        uint256 realEth; // ETH held for the coin
        uint256 tokenReserve; // tokens still for sale before the floor (virtualToken - floorToken)
        uint256 virtualEth;
        uint256 virtualToken;
        uint256 priceX18; // wei per whole token; for a graduated coin the graduation price
        uint256 bondingProgressX18; // 0 at launch, 1e18 at the floor (and after graduation)
        uint256 frozenAt; // 0 unless Frozen
        uint256 sellsOpenAt; // 0 unless Frozen
    }

    /// @notice Whether graduate(token) can be expected to succeed now, and why not.
    struct Readiness {
        bool ready; // frozen, a NEO market exists, and the TWAP window is open
        bool frozen;
        bool neoMarket; // the NEO/WETH pair exists with reserves
        bool windowOpen; // at least one second since the freeze (graduation's TWAP window)
        bool sellsReopenable; // past sellsOpenAt: unfreeze()/sell() would move it back to Trading
        uint256 bounty; // what the caller would be paid
        uint256 poolEth; // ETH that would go into the two pools
    }
}
