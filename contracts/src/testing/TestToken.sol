// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Owner-mintable ERC-20 with chosen decimals, for devnet stand-ins (USDC, USDT) and
/// plain test tokens. Never deployed on a real network.
contract TestToken is ERC20, Ownable {
    uint8 private immutable _decimals;

    /// @notice Creates an empty token; `owner_` may mint.
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address owner_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        _decimals = decimals_;
    }

    /// @notice The configured decimals (6 for the USDC/USDT stand-ins).
    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice Mints `amount` to `to`; owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
