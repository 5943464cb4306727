// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title LaunchpadTimelock
/// @notice The upgrade authority of LaunchpadCurve: an upgrade (upgradeToAndCall, setGraduator,
/// setUpgradeAuthority) is scheduled by a proposer and can be executed only after `minDelay`,
/// so users see any change to the code that holds their ETH before it takes effect.
/// @dev OpenZeppelin's TimelockController as is; a contract of our own so the build emits its
/// artifact and Go binding.
contract LaunchpadTimelock is TimelockController {
    /// @notice Deploy with the minimum delay (seconds), proposers, executors (address(0) in
    /// the list: anyone may execute a ready operation) and an optional admin (zero: none;
    /// the timelock then administers itself).
    constructor(uint256 minDelay, address[] memory proposers, address[] memory executors, address admin)
        TimelockController(minDelay, proposers, executors, admin)
    {}
}
