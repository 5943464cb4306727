// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";

/// @notice A minimal smart-contract wallet for tests of ERC-1271 signature paths: a signature
/// is valid iff it recovers to the owner key over the given hash.
contract ERC1271Wallet is IERC1271 {
    /// @notice The EOA whose signatures this wallet accepts and who may execute calls.
    address public immutable owner;

    /// @notice Binds the wallet to `owner_`.
    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice Accepts ether so the wallet can pay and be paid.
    receive() external payable {}

    /// @notice ERC-1271: returns the magic value iff ECDSA-recover(hash, signature) == owner.
    function isValidSignature(bytes32 hash, bytes memory signature) external view returns (bytes4) {
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(hash, signature);
        if (err == ECDSA.RecoverError.NoError && recovered == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    /// @notice Calls `to` with `value` and `data` from the wallet; owner only. Bubbles reverts.
    function execute(address to, uint256 value, bytes calldata data) external payable returns (bytes memory result) {
        require(msg.sender == owner, "ERC1271Wallet: NOT_OWNER");
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
    }
}
