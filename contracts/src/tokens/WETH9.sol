// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IWETH} from "../interfaces/IWETH.sol";

/// @notice Classic WETH9 ported to 0.8: 1:1 wrapped ether with the original events and the
/// original allowance quirks (an owner may transferFrom itself; max allowance never decreases).
contract WETH9 is IWETH {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;

    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    /// @notice Plain ether transfers wrap, as in WETH9.
    receive() external payable {
        deposit();
    }

    /// @notice Wraps msg.value for the caller.
    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    /// @notice Unwraps `wad` of the caller's balance and sends the ether back.
    function withdraw(uint256 wad) external {
        require(balanceOf[msg.sender] >= wad);
        balanceOf[msg.sender] -= wad;
        emit Withdrawal(msg.sender, wad);
        // WETH9 used transfer (2300 gas); call lets contract wallets receive, and the
        // balance is already debited, so reentrancy gains nothing.
        (bool ok,) = msg.sender.call{value: wad}("");
        require(ok);
    }

    /// @notice Total wrapped ether: the contract's balance.
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    /// @notice Sets the caller's allowance for `guy`.
    function approve(address guy, uint256 wad) external returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    /// @notice Moves `wad` from the caller to `dst`.
    function transfer(address dst, uint256 wad) external returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    /// @notice Moves `wad` from `src` to `dst`, spending allowance unless src is the caller.
    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        require(balanceOf[src] >= wad);
        if (src != msg.sender && allowance[src][msg.sender] != type(uint256).max) {
            require(allowance[src][msg.sender] >= wad);
            allowance[src][msg.sender] -= wad;
        }
        balanceOf[src] -= wad;
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }
}
