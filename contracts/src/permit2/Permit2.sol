// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";

import {IPermit2} from "../interfaces/IPermit2.sol";

/// @title Permit2
/// @notice A Permit2-compatible SignatureTransfer: the same EIP-712 domain (name
/// "Permit2", chainId, verifyingContract; no version), the same type strings, the
/// same unordered nonce bitmap and the same signature rules (65-byte, EIP-2098
/// 64-byte, or ERC-1271 for contract owners) as Uniswap's Permit2, so signatures made
/// with a Permit2 SDK for this address verify here. AllowanceTransfer is not included.
contract Permit2 is IPermit2 {
    using SafeERC20 for IERC20;

    bytes32 private constant _TYPE_HASH = keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    bytes32 private constant _HASHED_NAME = keccak256("Permit2");
    bytes32 private constant _TOKEN_PERMISSIONS_TYPEHASH = keccak256("TokenPermissions(address token,uint256 amount)");
    bytes32 private constant _PERMIT_TRANSFER_FROM_TYPEHASH = keccak256(
        "PermitTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline)TokenPermissions(address token,uint256 amount)"
    );
    /// @dev The witness type string's fixed prefix, the same bytes as Uniswap
    /// Permit2's witness typehash prefix constant; the caller's witnessTypeString completes it.
    string private constant _WITNESS_TYPE_PREFIX =
        "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,";

    uint256 private immutable _cachedChainId;
    bytes32 private immutable _cachedDomainSeparator;

    /// @inheritdoc IPermit2
    mapping(address owner => mapping(uint256 wordPos => uint256)) public nonceBitmap;

    /// @notice Deploy; the domain separator is cached and rebuilt only after a fork.
    constructor() {
        _cachedChainId = block.chainid;
        _cachedDomainSeparator = _buildDomainSeparator();
    }

    /// @inheritdoc IPermit2
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return block.chainid == _cachedChainId ? _cachedDomainSeparator : _buildDomainSeparator();
    }

    /// @inheritdoc IPermit2
    function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) external {
        nonceBitmap[msg.sender][wordPos] |= mask;
        emit UnorderedNonceInvalidation(msg.sender, wordPos, mask);
    }

    /// @inheritdoc IPermit2
    function permitTransferFrom(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata transferDetails,
        address owner,
        bytes calldata signature
    ) external {
        bytes32 dataHash = keccak256(
            abi.encode(
                _PERMIT_TRANSFER_FROM_TYPEHASH, _hashTokenPermissions(permit), msg.sender, permit.nonce, permit.deadline
            )
        );
        _transfer(permit, transferDetails, owner, dataHash, signature);
    }

    /// @inheritdoc IPermit2
    function permitWitnessTransferFrom(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata transferDetails,
        address owner,
        bytes32 witness,
        string calldata witnessTypeString,
        bytes calldata signature
    ) external {
        bytes32 typeHash = keccak256(abi.encodePacked(_WITNESS_TYPE_PREFIX, witnessTypeString));
        bytes32 dataHash = keccak256(
            abi.encode(typeHash, _hashTokenPermissions(permit), msg.sender, permit.nonce, permit.deadline, witness)
        );
        _transfer(permit, transferDetails, owner, dataHash, signature);
    }

    /// @dev Shared checks of both entry points: deadline, amount, nonce, signature, then the transfer.
    function _transfer(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata transferDetails,
        address owner,
        bytes32 dataHash,
        bytes calldata signature
    ) private {
        if (block.timestamp > permit.deadline) revert SignatureExpired(permit.deadline);
        if (transferDetails.requestedAmount > permit.permitted.amount) revert InvalidAmount(permit.permitted.amount);
        _useUnorderedNonce(owner, permit.nonce);
        _verify(signature, keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), dataHash)), owner);
        IERC20(permit.permitted.token).safeTransferFrom(owner, transferDetails.to, transferDetails.requestedAmount);
    }

    /// @dev EIP-712 struct hash of permit.permitted.
    function _hashTokenPermissions(PermitTransferFrom calldata permit) private pure returns (bytes32) {
        return keccak256(abi.encode(_TOKEN_PERMISSIONS_TYPEHASH, permit.permitted.token, permit.permitted.amount));
    }

    /// @dev Nonce n is bit (n & 0xff) of word (n >> 8); using it twice reverts.
    function _useUnorderedNonce(address from, uint256 nonce) private {
        uint256 bit = 1 << uint8(nonce);
        uint256 flipped = nonceBitmap[from][nonce >> 8] ^= bit;
        if (flipped & bit == 0) revert InvalidNonce();
    }

    /// @dev Uniswap SignatureVerification rules: ERC-1271 for contracts, else 65- or 64-byte ECDSA.
    function _verify(bytes calldata signature, bytes32 hash, address claimedSigner) private view {
        if (claimedSigner.code.length != 0) {
            if (IERC1271(claimedSigner).isValidSignature(hash, signature) != IERC1271.isValidSignature.selector) {
                revert InvalidContractSignature();
            }
            return;
        }
        bytes32 r;
        bytes32 s;
        uint8 v;
        if (signature.length == 65) {
            (r, s) = abi.decode(signature, (bytes32, bytes32));
            v = uint8(signature[64]);
        } else if (signature.length == 64) {
            // EIP-2098: the top bit of vs is the parity (v - 27), the rest is s.
            bytes32 vs;
            (r, vs) = abi.decode(signature, (bytes32, bytes32));
            s = vs & bytes32(type(uint256).max >> 1);
            v = uint8(uint256(vs >> 255)) + 27;
        } else {
            revert InvalidSignatureLength();
        }
        address signer = ecrecover(hash, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
        if (signer != claimedSigner) revert InvalidSigner();
    }

    /// @dev EIP712Domain(string name,uint256 chainId,address verifyingContract) with name "Permit2".
    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(abi.encode(_TYPE_HASH, _HASHED_NAME, block.chainid, address(this)));
    }
}
