// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Initializable} from "@openzeppelin/contracts-upgradeable/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts-upgradeable/proxy/utils/UUPSUpgradeable.sol";
import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";
import {StorageSlot} from "@openzeppelin/contracts/utils/StorageSlot.sol";

/// @notice Base of the owned UUPS contracts of the fee family (FeeRouter, Collector,
/// BuybackBurner): owner-authorized upgrades plus a one-way renounceUpgradeability.
abstract contract OwnedUUPS is Initializable, UUPSUpgradeable, OwnableUpgradeable {
    /// @dev A hashed slot (EIP-1967 style, minus one so no known preimage), so the flag
    /// never shifts the storage layout of the contracts deriving from this base.
    bytes32 private constant _RENOUNCED_SLOT = bytes32(uint256(keccak256("neoswap.uups.upgradesRenounced")) - 1);

    /// @notice The implementation is frozen for good; no further upgrade is possible.
    event UpgradeabilityRenounced();

    /// @notice An upgrade was attempted after renounceUpgradeability.
    error UpgradesRenounced();

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        // The implementation itself must never be initialized: only proxies are.
        _disableInitializers();
    }

    /// @notice True once the owner froze the implementation.
    function upgradesRenounced() public view returns (bool) {
        return StorageSlot.getBooleanSlot(_RENOUNCED_SLOT).value;
    }

    /// @notice Owner: freeze the current implementation forever (one way).
    function renounceUpgradeability() external onlyOwner {
        StorageSlot.getBooleanSlot(_RENOUNCED_SLOT).value = true;
        emit UpgradeabilityRenounced();
    }

    /// @dev Only the owner upgrades, and never after renouncing.
    function _authorizeUpgrade(address) internal view override onlyOwner {
        if (upgradesRenounced()) revert UpgradesRenounced();
    }
}
