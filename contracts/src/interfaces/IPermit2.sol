// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The SignatureTransfer subset of Uniswap's Permit2, with the same
/// structs, type strings, errors and events, so Permit2 SDK signatures verify.
interface IPermit2 {
    /// @notice A token and the maximum amount the signature lets the spender move.
    struct TokenPermissions {
        address token;
        uint256 amount;
    }

    /// @notice The signed message of a single-token transfer (spender is msg.sender).
    struct PermitTransferFrom {
        TokenPermissions permitted;
        uint256 nonce;
        uint256 deadline;
    }

    /// @notice Where the spender sends the tokens and how many (≤ permitted.amount).
    struct SignatureTransferDetails {
        address to;
        uint256 requestedAmount;
    }

    /// @notice `owner` burned the nonces of `mask` in bitmap word `word`.
    event UnorderedNonceInvalidation(address indexed owner, uint256 word, uint256 mask);

    error SignatureExpired(uint256 signatureDeadline);
    error InvalidAmount(uint256 maxAmount);
    error InvalidNonce();
    error InvalidSignatureLength();
    error InvalidSignature();
    error InvalidSigner();
    error InvalidContractSignature();

    /// @notice The EIP-712 domain separator (name "Permit2", chainId, this contract).
    function DOMAIN_SEPARATOR() external view returns (bytes32);
    /// @notice Bitmap of used unordered nonces of `owner` at word `wordPos`.
    function nonceBitmap(address owner, uint256 wordPos) external view returns (uint256);
    /// @notice Burn the caller's nonces in `mask` of bitmap word `wordPos`.
    function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) external;
    /// @notice Move tokens from `owner` with its signature over `permit` bound to msg.sender.
    function permitTransferFrom(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata transferDetails,
        address owner,
        bytes calldata signature
    ) external;
    /// @notice As permitTransferFrom, with an extra signed witness struct.
    function permitWitnessTransferFrom(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata transferDetails,
        address owner,
        bytes32 witness,
        string calldata witnessTypeString,
        bytes calldata signature
    ) external;
}
