// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice Escrow of PvE coin slices: the curve sends each PvE fill here, credits the
/// whole escrow of a coin to staked-Neocat holders at graduation, and holders claim
/// their share (sized by staked balances at the block before the credit) forever.
interface IPveVault {
    /// @notice A credited drop: `amount` tokens over `totalStaked` Neocats staked at `creditBlock`.
    struct Credit {
        uint256 amount;
        uint256 totalStaked;
        uint64 creditBlock;
        uint64 creditedAt;
    }

    /// @notice `amount` tokens of `token` were escrowed for the drop; `from` paid `ethSpent`
    /// (forwarded escrow from the predecessor vault reports ethSpent 0). `launch` marks the
    /// slice bought at launch, as opposed to a later feed.
    event PveReceived(address indexed token, address indexed from, uint256 amount, uint256 ethSpent, bool launch);
    /// @notice The escrow of `token` was credited to stakers.
    event PveCredited(address indexed token, uint256 amount, uint256 totalStaked, uint256 creditBlock);
    /// @notice A credit of `amount` was attempted while nothing was staked at `creditBlock`:
    /// the escrow stays held and a later credit retries.
    event PveHeld(address indexed token, uint256 amount, uint256 creditBlock);
    /// @notice `account` claimed `amount` of `token`.
    event PveClaimed(address indexed token, address indexed account, uint256 amount);
    /// @notice The uncredited escrow of `token` moved to the successor vault `to`.
    event Forwarded(address indexed token, address indexed to, uint256 amount);
    /// @notice The successor vault was set (once).
    event SuccessorSet(address indexed successor);

    error ZeroAddress();
    error Unauthorized();
    error AlreadyCredited(address token);
    error NotCredited(address token);
    error AlreadyForwarded(address token);
    error SuccessorUnset();
    error SuccessorAlreadySet();
    error NothingToClaim();

    /// @notice The launch curve (the only depositor and crediter).
    function curve() external view returns (address);
    /// @notice Curve: book `amount` tokens of `token` already transferred here.
    function recordReceipt(address token, address from, uint256 amount, uint256 ethSpent, bool launch) external;
    /// @notice Curve (or the predecessor vault): credit the whole escrow of `token` to stakers
    /// at block.number - 1. Returns false (and emits PveHeld) when nothing was staked then.
    function credit(address token)
        external
        returns (bool credited, uint256 amount, uint256 totalStaked, uint256 creditBlock);
    /// @notice Predecessor vault: book `amount` tokens of `token` forwarded here.
    function receiveForwarded(address token, uint256 amount) external;
    /// @notice The credit of `token` (zero amount and block until credited).
    function creditOf(address token) external view returns (Credit memory);
    /// @notice What `account` can claim of `token` now.
    function claimable(address token, address account) external view returns (uint256);
    /// @notice Claim the caller's share of `token`.
    function claim(address token) external returns (uint256 amount);
}
