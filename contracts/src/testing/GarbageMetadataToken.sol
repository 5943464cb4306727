// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice An ERC-20 whose metadata is hostile: symbol() reverts, name() is a string
/// holding a NUL byte and invalid UTF-8, and decimals() answers 300, which no uint8
/// holds. Transfers are plain, so it pairs and trades normally. Never deployed on a
/// real network.
contract GarbageMetadataToken is ERC20 {
    /// @notice Mints `supply` to `to`.
    constructor(address to, uint256 supply) ERC20("", "") {
        _mint(to, supply);
    }

    /// @notice Always reverts.
    function symbol() public pure override returns (string memory) {
        revert("GarbageMetadataToken: no symbol");
    }

    /// @notice "A", a NUL byte, "N", then a byte that is not UTF-8.
    function name() public pure override returns (string memory) {
        bytes memory raw = hex"41004eff";
        return string(raw);
    }

    /// @notice Answers 300 in a full word, out of uint8's range.
    function decimals() public pure override returns (uint8) {
        assembly {
            mstore(0, 300)
            return(0, 32)
        }
    }
}
