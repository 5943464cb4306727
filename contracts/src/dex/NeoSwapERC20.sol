// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {INeoSwapERC20} from "../interfaces/INeoSwapPair.sol";

/// @notice The LP token every NeoSwapPair inherits: Uniswap V2's ERC-20 with EIP-2612 permit.
/// @dev Written by hand rather than on OpenZeppelin's ERC20 because V2 semantics need a mint
/// to address(0) (the locked MINIMUM_LIQUIDITY, emitting Transfer(0x0, 0x0, 1000)), which
/// OpenZeppelin refuses, and because indexers rely on V2's exact event sequence. The EIP-712
/// domain is also V2's (no ERC-5267 eip712Domain()), which keeps the pair ABI V2-shaped.
abstract contract NeoSwapERC20 is INeoSwapERC20 {
    string public constant name = "NeoSwap LP";
    string public constant symbol = "NEO-LP";
    uint8 public constant decimals = 18;

    /// @dev keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)")
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");

    // Cached at construction; recomputed only if the chain id changes (a fork).
    bytes32 private immutable cachedDomainSeparator;
    uint256 private immutable cachedChainId;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public nonces;

    /// @notice Fixes the EIP-712 domain: name "NeoSwap LP", version "1" (as V2), this chain, this pair.
    constructor() {
        cachedChainId = block.chainid;
        cachedDomainSeparator = _buildDomainSeparator();
    }

    /// @notice The EIP-712 domain separator; recomputed if the chain id changes (fork safety).
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return block.chainid == cachedChainId ? cachedDomainSeparator : _buildDomainSeparator();
    }

    /// @notice Approves `spender` for `value` LP tokens of the caller.
    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    /// @notice Transfers `value` LP tokens from the caller to `to`.
    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    /// @notice Transfers `value` LP tokens from `from` to `to` using the caller's allowance.
    /// @dev As in V2, an infinite allowance is not decremented and no Approval is emitted.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    /// @notice EIP-2612: approve by the owner's signature.
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(deadline >= block.timestamp, "NeoSwap: EXPIRED");
        bytes32 digest = MessageHashUtils.toTypedDataHash(
            DOMAIN_SEPARATOR(),
            keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))
        );
        // tryRecover rejects malleable (high-s) signatures and the zero address.
        (address recovered, ECDSA.RecoverError err,) = ECDSA.tryRecover(digest, v, r, s);
        require(err == ECDSA.RecoverError.NoError && recovered == owner, "NeoSwap: INVALID_SIGNATURE");
        _approve(owner, spender, value);
    }

    /// @dev V2's domain separator for the current chain.
    function _buildDomainSeparator() private view returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)), keccak256("1"), block.chainid, address(this))
        );
    }

    /// @dev Mints without a zero-address check: the pair locks MINIMUM_LIQUIDITY at address(0).
    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        unchecked {
            // Cannot overflow: balances sum to totalSupply, which was checked above.
            balanceOf[to] += value;
        }
        emit Transfer(address(0), to, value);
    }

    /// @dev Burns from `from`; the pair burns its own balance in burn().
    function _burn(address from, uint256 value) internal {
        balanceOf[from] -= value;
        unchecked {
            totalSupply -= value;
        }
        emit Transfer(from, address(0), value);
    }

    /// @dev Sets an allowance and emits Approval.
    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    /// @dev Moves balance; like V2 there is no zero-address check on `to`.
    function _transfer(address from, address to, uint256 value) private {
        balanceOf[from] -= value;
        unchecked {
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
