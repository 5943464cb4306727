// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// ICollectorBucket is an auto generated low-level Go binding around an user-defined struct.
type ICollectorBucket struct {
	Recipient common.Address
	Weight    *big.Int
	Notify    bool
}

// ICreatorFeeRegistryEntry is an auto generated low-level Go binding around an user-defined struct.
type ICreatorFeeRegistryEntry struct {
	Creator  common.Address
	FeeBps   uint16
	Disabled bool
}

// IFeeRouterLeg is an auto generated low-level Go binding around an user-defined struct.
type IFeeRouterLeg struct {
	Path         []common.Address
	AmountIn     *big.Int
	AmountOutMin *big.Int
}

// IPermit2PermitTransferFrom is an auto generated low-level Go binding around an user-defined struct.
type IPermit2PermitTransferFrom struct {
	Permitted IPermit2TokenPermissions
	Nonce     *big.Int
	Deadline  *big.Int
}

// IPermit2SignatureTransferDetails is an auto generated low-level Go binding around an user-defined struct.
type IPermit2SignatureTransferDetails struct {
	To              common.Address
	RequestedAmount *big.Int
}

// IPermit2TokenPermissions is an auto generated low-level Go binding around an user-defined struct.
type IPermit2TokenPermissions struct {
	Token  common.Address
	Amount *big.Int
}

// BuybackBurnerMetaData contains all meta data concerning the BuybackBurner contract.
var BuybackBurnerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"neoOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minNeoOut\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidPath\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInitializing\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UUPSUnauthorizedCallContext\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"slot\",\"type\":\"bytes32\"}],\"name\":\"UUPSUnsupportedProxiableUUID\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UpgradesRenounced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"neoBurned\",\"type\":\"uint256\"}],\"name\":\"BuybackBurned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"}],\"name\":\"KeeperSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"UpgradeabilityRenounced\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEAD\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"UPGRADE_INTERFACE_VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minNeoOut\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"buyback\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"neoBurned\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"neo_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"keeper_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"keeper\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"neo\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proxiableUUID\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceUpgradeability\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"keeper_\",\"type\":\"address\"}],\"name\":\"setKeeper\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"upgradesRenounced\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "b70754dea4fe97ee0af7b25df897492293",
	Bin: "0x60a060405230608052348015610013575f5ffd5b5061001c610021565b6100d3565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff16156100715760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100d05780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b60805161135e6100f95f395f8181610af101528181610b1a0152610c7f015261135e5ff3fe6080604052600436106100e4575f3560e01c8063715018a611610087578063ad3cb1cc11610057578063ad3cb1cc1461022d578063f2fde38b1461026a578063f887ea4014610289578063f8c8765e146102a7575f5ffd5b8063715018a6146101c7578063748747e6146101db5780638da5cb5b146101fa578063aced16611461020e575f5ffd5b806337bc9ea7116100c257806337bc9ea71461015457806344350d5f146101815780634f1ef286146101a057806352d1902d146101b3575f5ffd5b806303fd2a45146100e8578063149be9b91461011a578063170e5fb71461013e575b5f5ffd5b3480156100f3575f5ffd5b506100fd61dead81565b6040516001600160a01b0390911681526020015b60405180910390f35b348015610125575f5ffd5b5061012e6102c6565b6040519015158152602001610111565b348015610149575f5ffd5b50610152610301565b005b34801561015f575f5ffd5b5061017361016e36600461106a565b610371565b604051908152602001610111565b34801561018c575f5ffd5b506001546100fd906001600160a01b031681565b6101526101ae36600461110f565b610727565b3480156101be575f5ffd5b50610173610746565b3480156101d2575f5ffd5b50610152610761565b3480156101e6575f5ffd5b506101526101f53660046111d3565b610774565b348015610205575f5ffd5b506100fd6107c5565b348015610219575f5ffd5b506002546100fd906001600160a01b031681565b348015610238575f5ffd5b5061025d604051806040016040528060058152602001640352e302e360dc1b81525081565b60405161011191906111f3565b348015610275575f5ffd5b506101526102843660046111d3565b6107f3565b348015610294575f5ffd5b505f546100fd906001600160a01b031681565b3480156102b2575f5ffd5b506101526102c1366004611228565b610830565b5f6102f86102f560017f5a2d0c9ef6700ef00c5534f706e7ecdb9d9d637b6ee29e93e5ebc9865415ca7f611279565b90565b5460ff16919050565b6103096109c9565b60016103386102f5827f5a2d0c9ef6700ef00c5534f706e7ecdb9d9d637b6ee29e93e5ebc9865415ca7f611279565b805460ff19169115159190911790556040517f54c0b5e6ac577a77767070be3342a2239678bbce4141c2c95bffab9f60a2df3f905f90a1565b5f61037a6109fb565b6103826107c5565b6001600160a01b0316336001600160a01b0316141580156103c157506002546001600160a01b0316331415806103c157506002546001600160a01b0316155b156103de576040516282b42960e81b815260040160405180910390fd5b5f19850361044f576040516370a0823160e01b81523060048201526001600160a01b038716906370a0823190602401602060405180830381865afa158015610428573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061044c9190611298565b94505b6001546040516370a0823160e01b815261dead60048201526001600160a01b03909116905f9082906370a0823190602401602060405180830381865afa15801561049b573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104bf9190611298565b9050816001600160a01b0316886001600160a01b0316036104f5576104f06001600160a01b03831661dead89610a30565b610628565b600284108061053c5750876001600160a01b031685855f81811061051b5761051b6112af565b905060200201602081019061053091906111d3565b6001600160a01b031614155b8061058957506001600160a01b0382168585610559600182611279565b818110610568576105686112af565b905060200201602081019061057d91906111d3565b6001600160a01b031614155b156105a7576040516320db826760e01b815260040160405180910390fd5b5f546105c0906001600160a01b038a8116911689610a6a565b5f8054604051635c11d79560e01b81526001600160a01b0390911691635c11d795916105fa918b918a908a9061dead9042906004016112c3565b5f604051808303815f87803b158015610611575f5ffd5b505af1158015610623573d5f5f3e3d5ffd5b505050505b6040516370a0823160e01b815261dead600482015281906001600160a01b038416906370a0823190602401602060405180830381865afa15801561066e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106929190611298565b61069c9190611279565b9250858310156106ce57604051630583371760e31b815260048101849052602481018790526044015b60405180910390fd5b60408051888152602081018590526001600160a01b038a169133917f98320b0c5f9ec952b18c16e025f7105f6e7625184dfe46f55df93588a7cf5522910160405180910390a3505061071e610abc565b95945050505050565b61072f610ae6565b61073882610b8a565b6107428282610bb8565b5050565b5f61074f610c74565b505f5160206113325f395f51905f5290565b6107696109c9565b6107725f610cbd565b565b61077c6109c9565b600280546001600160a01b0319166001600160a01b0383169081179091556040517fdc3dba1d64dd67c0dc8b12621edd0c6ca4303a9073c3a8fcac38115e73d67b6b905f90a250565b7f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300546001600160a01b031690565b6107fb6109c9565b6001600160a01b03811661082457604051631e4fbdf760e01b81525f60048201526024016106c5565b61082d81610cbd565b50565b5f610839610d2d565b805490915060ff600160401b820416159067ffffffffffffffff165f811580156108605750825b90505f8267ffffffffffffffff16600114801561087c5750303b155b90508115801561088a575080155b156108a85760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff1916600117855583156108d257845460ff60401b1916600160401b1785555b6108db89610d57565b6001600160a01b03881615806108f857506001600160a01b038716155b156109165760405163d92e233d60e01b815260040160405180910390fd5b5f80546001600160a01b03808b166001600160a01b0319928316178355600180548b831690841617905560028054918a1691909216811790915560405190917fdc3dba1d64dd67c0dc8b12621edd0c6ca4303a9073c3a8fcac38115e73d67b6b91a283156109be57845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b505050505050505050565b336109d26107c5565b6001600160a01b0316146107725760405163118cdaa760e01b81523360048201526024016106c5565b610a03610d68565b61077260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90610da8565b610a3d8383836001610daf565b610a6557604051635274afe760e01b81526001600160a01b03841660048201526024016106c5565b505050565b610a768383835f610e11565b610a6557610a8783835f6001610e11565b610aaf57604051635274afe760e01b81526001600160a01b03841660048201526024016106c5565b610a3d8383836001610e11565b6107725f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00610a2a565b306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610b6c57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316610b605f5160206113325f395f51905f52546001600160a01b031690565b6001600160a01b031614155b156107725760405163703e46dd60e11b815260040160405180910390fd5b610b926109c9565b610b9a6102c6565b1561082d576040516352d7b29160e01b815260040160405180910390fd5b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015610c12575060408051601f3d908101601f19168201909252610c0f91810190611298565b60015b610c3a57604051634c9c8ce360e01b81526001600160a01b03831660048201526024016106c5565b5f5160206113325f395f51905f528114610c6a57604051632a87526960e21b8152600481018290526024016106c5565b610a658383610e5b565b306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146107725760405163703e46dd60e11b815260040160405180910390fd5b7f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c19930080546001600160a01b031981166001600160a01b03848116918217845560405192169182907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3505050565b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a005b92915050565b610d5f610eb0565b61082d81610ed5565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c1561077257604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610e05578383151615610df9573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610e05578383151615610df9573d5f823e3d81fd5b610e6482610edd565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a2805115610ea857610a658282610f40565b610742610fe0565b610eb8610fff565b61077257604051631afcd79f60e31b815260040160405180910390fd5b6107fb610eb0565b806001600160a01b03163b5f03610f1257604051634c9c8ce360e01b81526001600160a01b03821660048201526024016106c5565b5f5160206113325f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f610f4d8484611018565b9050808015610f6e57505f3d1180610f6e57505f846001600160a01b03163b115b15610f8357610f7b61102b565b915050610d51565b8015610fad57604051639996b31560e01b81526001600160a01b03851660048201526024016106c5565b3d15610fc057610fbb611044565b610fd9565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b34156107725760405163b398979f60e01b815260040160405180910390fd5b5f611008610d2d565b54600160401b900460ff16919050565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b80356001600160a01b0381168114611065575f5ffd5b919050565b5f5f5f5f5f6080868803121561107e575f5ffd5b6110878661104f565b94506020860135935060408601359250606086013567ffffffffffffffff8111156110b0575f5ffd5b8601601f810188136110c0575f5ffd5b803567ffffffffffffffff8111156110d6575f5ffd5b8860208260051b84010111156110ea575f5ffd5b959894975092955050506020019190565b634e487b7160e01b5f52604160045260245ffd5b5f5f60408385031215611120575f5ffd5b6111298361104f565b9150602083013567ffffffffffffffff811115611144575f5ffd5b8301601f81018513611154575f5ffd5b803567ffffffffffffffff81111561116e5761116e6110fb565b604051601f8201601f19908116603f0116810167ffffffffffffffff8111828210171561119d5761119d6110fb565b6040528181528282016020018710156111b4575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f602082840312156111e3575f5ffd5b6111ec8261104f565b9392505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f5f5f6080858703121561123b575f5ffd5b6112448561104f565b93506112526020860161104f565b92506112606040860161104f565b915061126e6060860161104f565b905092959194509250565b81810381811115610d5157634e487b7160e01b5f52601160045260245ffd5b5f602082840312156112a8575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b8681526020810186905260a06040820181905281018490525f8560c08301825b87811015611311576001600160a01b036112fc8461104f565b168252602092830192909101906001016112e3565b506001600160a01b0395909516606084015250506080015294935050505056fe360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbca164736f6c6343000825000a",
}

// BuybackBurner is an auto generated Go binding around an Ethereum contract.
type BuybackBurner struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BuybackBurner) GetABI() abi.ABI {
	return c.abi
}

// NewBuybackBurner creates a new instance of BuybackBurner.
func NewBuybackBurner() *BuybackBurner {
	parsed, err := BuybackBurnerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BuybackBurner{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BuybackBurner) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDEAD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03fd2a45.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEAD() view returns(address)
func (buybackBurner *BuybackBurner) PackDEAD() []byte {
	enc, err := buybackBurner.abi.Pack("DEAD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEAD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03fd2a45.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEAD() view returns(address)
func (buybackBurner *BuybackBurner) TryPackDEAD() ([]byte, error) {
	return buybackBurner.abi.Pack("DEAD")
}

// UnpackDEAD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x03fd2a45.
//
// Solidity: function DEAD() view returns(address)
func (buybackBurner *BuybackBurner) UnpackDEAD(data []byte) (common.Address, error) {
	out, err := buybackBurner.abi.Unpack("DEAD", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (buybackBurner *BuybackBurner) PackUPGRADEINTERFACEVERSION() []byte {
	enc, err := buybackBurner.abi.Pack("UPGRADE_INTERFACE_VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (buybackBurner *BuybackBurner) TryPackUPGRADEINTERFACEVERSION() ([]byte, error) {
	return buybackBurner.abi.Pack("UPGRADE_INTERFACE_VERSION")
}

// UnpackUPGRADEINTERFACEVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad3cb1cc.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (buybackBurner *BuybackBurner) UnpackUPGRADEINTERFACEVERSION(data []byte) (string, error) {
	out, err := buybackBurner.abi.Unpack("UPGRADE_INTERFACE_VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37bc9ea7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function buyback(address tokenIn, uint256 amountIn, uint256 minNeoOut, address[] path) returns(uint256 neoBurned)
func (buybackBurner *BuybackBurner) PackBuyback(tokenIn common.Address, amountIn *big.Int, minNeoOut *big.Int, path []common.Address) []byte {
	enc, err := buybackBurner.abi.Pack("buyback", tokenIn, amountIn, minNeoOut, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBuyback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37bc9ea7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function buyback(address tokenIn, uint256 amountIn, uint256 minNeoOut, address[] path) returns(uint256 neoBurned)
func (buybackBurner *BuybackBurner) TryPackBuyback(tokenIn common.Address, amountIn *big.Int, minNeoOut *big.Int, path []common.Address) ([]byte, error) {
	return buybackBurner.abi.Pack("buyback", tokenIn, amountIn, minNeoOut, path)
}

// UnpackBuyback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x37bc9ea7.
//
// Solidity: function buyback(address tokenIn, uint256 amountIn, uint256 minNeoOut, address[] path) returns(uint256 neoBurned)
func (buybackBurner *BuybackBurner) UnpackBuyback(data []byte) (*big.Int, error) {
	out, err := buybackBurner.abi.Unpack("buyback", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8c8765e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address owner_, address router_, address neo_, address keeper_) returns()
func (buybackBurner *BuybackBurner) PackInitialize(owner common.Address, router common.Address, neo common.Address, keeper common.Address) []byte {
	enc, err := buybackBurner.abi.Pack("initialize", owner, router, neo, keeper)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8c8765e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address owner_, address router_, address neo_, address keeper_) returns()
func (buybackBurner *BuybackBurner) TryPackInitialize(owner common.Address, router common.Address, neo common.Address, keeper common.Address) ([]byte, error) {
	return buybackBurner.abi.Pack("initialize", owner, router, neo, keeper)
}

// PackKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaced1661.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function keeper() view returns(address)
func (buybackBurner *BuybackBurner) PackKeeper() []byte {
	enc, err := buybackBurner.abi.Pack("keeper")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaced1661.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function keeper() view returns(address)
func (buybackBurner *BuybackBurner) TryPackKeeper() ([]byte, error) {
	return buybackBurner.abi.Pack("keeper")
}

// UnpackKeeper is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaced1661.
//
// Solidity: function keeper() view returns(address)
func (buybackBurner *BuybackBurner) UnpackKeeper(data []byte) (common.Address, error) {
	out, err := buybackBurner.abi.Unpack("keeper", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNeo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44350d5f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function neo() view returns(address)
func (buybackBurner *BuybackBurner) PackNeo() []byte {
	enc, err := buybackBurner.abi.Pack("neo")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNeo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44350d5f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function neo() view returns(address)
func (buybackBurner *BuybackBurner) TryPackNeo() ([]byte, error) {
	return buybackBurner.abi.Pack("neo")
}

// UnpackNeo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x44350d5f.
//
// Solidity: function neo() view returns(address)
func (buybackBurner *BuybackBurner) UnpackNeo(data []byte) (common.Address, error) {
	out, err := buybackBurner.abi.Unpack("neo", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (buybackBurner *BuybackBurner) PackOwner() []byte {
	enc, err := buybackBurner.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (buybackBurner *BuybackBurner) TryPackOwner() ([]byte, error) {
	return buybackBurner.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (buybackBurner *BuybackBurner) UnpackOwner(data []byte) (common.Address, error) {
	out, err := buybackBurner.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (buybackBurner *BuybackBurner) PackProxiableUUID() []byte {
	enc, err := buybackBurner.abi.Pack("proxiableUUID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (buybackBurner *BuybackBurner) TryPackProxiableUUID() ([]byte, error) {
	return buybackBurner.abi.Pack("proxiableUUID")
}

// UnpackProxiableUUID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52d1902d.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (buybackBurner *BuybackBurner) UnpackProxiableUUID(data []byte) ([32]byte, error) {
	out, err := buybackBurner.abi.Unpack("proxiableUUID", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (buybackBurner *BuybackBurner) PackRenounceOwnership() []byte {
	enc, err := buybackBurner.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (buybackBurner *BuybackBurner) TryPackRenounceOwnership() ([]byte, error) {
	return buybackBurner.abi.Pack("renounceOwnership")
}

// PackRenounceUpgradeability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x170e5fb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceUpgradeability() returns()
func (buybackBurner *BuybackBurner) PackRenounceUpgradeability() []byte {
	enc, err := buybackBurner.abi.Pack("renounceUpgradeability")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceUpgradeability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x170e5fb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceUpgradeability() returns()
func (buybackBurner *BuybackBurner) TryPackRenounceUpgradeability() ([]byte, error) {
	return buybackBurner.abi.Pack("renounceUpgradeability")
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (buybackBurner *BuybackBurner) PackRouter() []byte {
	enc, err := buybackBurner.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (buybackBurner *BuybackBurner) TryPackRouter() ([]byte, error) {
	return buybackBurner.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (buybackBurner *BuybackBurner) UnpackRouter(data []byte) (common.Address, error) {
	out, err := buybackBurner.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x748747e6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setKeeper(address keeper_) returns()
func (buybackBurner *BuybackBurner) PackSetKeeper(keeper common.Address) []byte {
	enc, err := buybackBurner.abi.Pack("setKeeper", keeper)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x748747e6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setKeeper(address keeper_) returns()
func (buybackBurner *BuybackBurner) TryPackSetKeeper(keeper common.Address) ([]byte, error) {
	return buybackBurner.abi.Pack("setKeeper", keeper)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (buybackBurner *BuybackBurner) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := buybackBurner.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (buybackBurner *BuybackBurner) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return buybackBurner.abi.Pack("transferOwnership", newOwner)
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (buybackBurner *BuybackBurner) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := buybackBurner.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (buybackBurner *BuybackBurner) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return buybackBurner.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// PackUpgradesRenounced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x149be9b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (buybackBurner *BuybackBurner) PackUpgradesRenounced() []byte {
	enc, err := buybackBurner.abi.Pack("upgradesRenounced")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradesRenounced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x149be9b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (buybackBurner *BuybackBurner) TryPackUpgradesRenounced() ([]byte, error) {
	return buybackBurner.abi.Pack("upgradesRenounced")
}

// UnpackUpgradesRenounced is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x149be9b9.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (buybackBurner *BuybackBurner) UnpackUpgradesRenounced(data []byte) (bool, error) {
	out, err := buybackBurner.abi.Unpack("upgradesRenounced", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// BuybackBurnerBuybackBurned represents a BuybackBurned event raised by the BuybackBurner contract.
type BuybackBurnerBuybackBurned struct {
	Caller    common.Address
	TokenIn   common.Address
	AmountIn  *big.Int
	NeoBurned *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BuybackBurnerBuybackBurnedEventName = "BuybackBurned"

// ContractEventName returns the user-defined event name.
func (BuybackBurnerBuybackBurned) ContractEventName() string {
	return BuybackBurnerBuybackBurnedEventName
}

// UnpackBuybackBurnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BuybackBurned(address indexed caller, address indexed tokenIn, uint256 amountIn, uint256 neoBurned)
func (buybackBurner *BuybackBurner) UnpackBuybackBurnedEvent(log *types.Log) (*BuybackBurnerBuybackBurned, error) {
	event := "BuybackBurned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != buybackBurner.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BuybackBurnerBuybackBurned)
	if len(log.Data) > 0 {
		if err := buybackBurner.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range buybackBurner.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BuybackBurnerInitialized represents a Initialized event raised by the BuybackBurner contract.
type BuybackBurnerInitialized struct {
	Version uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const BuybackBurnerInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (BuybackBurnerInitialized) ContractEventName() string {
	return BuybackBurnerInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint64 version)
func (buybackBurner *BuybackBurner) UnpackInitializedEvent(log *types.Log) (*BuybackBurnerInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != buybackBurner.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BuybackBurnerInitialized)
	if len(log.Data) > 0 {
		if err := buybackBurner.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range buybackBurner.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BuybackBurnerKeeperSet represents a KeeperSet event raised by the BuybackBurner contract.
type BuybackBurnerKeeperSet struct {
	Keeper common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const BuybackBurnerKeeperSetEventName = "KeeperSet"

// ContractEventName returns the user-defined event name.
func (BuybackBurnerKeeperSet) ContractEventName() string {
	return BuybackBurnerKeeperSetEventName
}

// UnpackKeeperSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event KeeperSet(address indexed keeper)
func (buybackBurner *BuybackBurner) UnpackKeeperSetEvent(log *types.Log) (*BuybackBurnerKeeperSet, error) {
	event := "KeeperSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != buybackBurner.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BuybackBurnerKeeperSet)
	if len(log.Data) > 0 {
		if err := buybackBurner.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range buybackBurner.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BuybackBurnerOwnershipTransferred represents a OwnershipTransferred event raised by the BuybackBurner contract.
type BuybackBurnerOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const BuybackBurnerOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (BuybackBurnerOwnershipTransferred) ContractEventName() string {
	return BuybackBurnerOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (buybackBurner *BuybackBurner) UnpackOwnershipTransferredEvent(log *types.Log) (*BuybackBurnerOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != buybackBurner.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BuybackBurnerOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := buybackBurner.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range buybackBurner.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BuybackBurnerUpgradeabilityRenounced represents a UpgradeabilityRenounced event raised by the BuybackBurner contract.
type BuybackBurnerUpgradeabilityRenounced struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const BuybackBurnerUpgradeabilityRenouncedEventName = "UpgradeabilityRenounced"

// ContractEventName returns the user-defined event name.
func (BuybackBurnerUpgradeabilityRenounced) ContractEventName() string {
	return BuybackBurnerUpgradeabilityRenouncedEventName
}

// UnpackUpgradeabilityRenouncedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpgradeabilityRenounced()
func (buybackBurner *BuybackBurner) UnpackUpgradeabilityRenouncedEvent(log *types.Log) (*BuybackBurnerUpgradeabilityRenounced, error) {
	event := "UpgradeabilityRenounced"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != buybackBurner.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BuybackBurnerUpgradeabilityRenounced)
	if len(log.Data) > 0 {
		if err := buybackBurner.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range buybackBurner.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// BuybackBurnerUpgraded represents a Upgraded event raised by the BuybackBurner contract.
type BuybackBurnerUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const BuybackBurnerUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (BuybackBurnerUpgraded) ContractEventName() string {
	return BuybackBurnerUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (buybackBurner *BuybackBurner) UnpackUpgradedEvent(log *types.Log) (*BuybackBurnerUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != buybackBurner.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BuybackBurnerUpgraded)
	if len(log.Data) > 0 {
		if err := buybackBurner.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range buybackBurner.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (buybackBurner *BuybackBurner) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["ERC1967InvalidImplementation"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackERC1967InvalidImplementationError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["ERC1967NonPayable"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackERC1967NonPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["InvalidInitialization"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackInvalidInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["InvalidPath"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackInvalidPathError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["NotInitializing"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackNotInitializingError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["UUPSUnauthorizedCallContext"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackUUPSUnauthorizedCallContextError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["UUPSUnsupportedProxiableUUID"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackUUPSUnsupportedProxiableUUIDError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["UpgradesRenounced"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackUpgradesRenouncedError(raw[4:])
	}
	if bytes.Equal(raw[:4], buybackBurner.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return buybackBurner.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BuybackBurnerAddressEmptyCode represents a AddressEmptyCode error raised by the BuybackBurner contract.
type BuybackBurnerAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func BuybackBurnerAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (buybackBurner *BuybackBurner) UnpackAddressEmptyCodeError(raw []byte) (*BuybackBurnerAddressEmptyCode, error) {
	out := new(BuybackBurnerAddressEmptyCode)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerERC1967InvalidImplementation represents a ERC1967InvalidImplementation error raised by the BuybackBurner contract.
type BuybackBurnerERC1967InvalidImplementation struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func BuybackBurnerERC1967InvalidImplementationErrorID() common.Hash {
	return common.HexToHash("0x4c9c8ce3ceb3130f17f7cdba48d89b5b0129f266a8bac114e6e315a41879b617")
}

// UnpackERC1967InvalidImplementationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func (buybackBurner *BuybackBurner) UnpackERC1967InvalidImplementationError(raw []byte) (*BuybackBurnerERC1967InvalidImplementation, error) {
	out := new(BuybackBurnerERC1967InvalidImplementation)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "ERC1967InvalidImplementation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerERC1967NonPayable represents a ERC1967NonPayable error raised by the BuybackBurner contract.
type BuybackBurnerERC1967NonPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967NonPayable()
func BuybackBurnerERC1967NonPayableErrorID() common.Hash {
	return common.HexToHash("0xb398979fa84f543c8e222f17890372c487baf85e062276c127fef521eea7224b")
}

// UnpackERC1967NonPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967NonPayable()
func (buybackBurner *BuybackBurner) UnpackERC1967NonPayableError(raw []byte) (*BuybackBurnerERC1967NonPayable, error) {
	out := new(BuybackBurnerERC1967NonPayable)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "ERC1967NonPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerFailedCall represents a FailedCall error raised by the BuybackBurner contract.
type BuybackBurnerFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func BuybackBurnerFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (buybackBurner *BuybackBurner) UnpackFailedCallError(raw []byte) (*BuybackBurnerFailedCall, error) {
	out := new(BuybackBurnerFailedCall)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerInsufficientOutput represents a InsufficientOutput error raised by the BuybackBurner contract.
type BuybackBurnerInsufficientOutput struct {
	NeoOut    *big.Int
	MinNeoOut *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 neoOut, uint256 minNeoOut)
func BuybackBurnerInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 neoOut, uint256 minNeoOut)
func (buybackBurner *BuybackBurner) UnpackInsufficientOutputError(raw []byte) (*BuybackBurnerInsufficientOutput, error) {
	out := new(BuybackBurnerInsufficientOutput)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerInvalidInitialization represents a InvalidInitialization error raised by the BuybackBurner contract.
type BuybackBurnerInvalidInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInitialization()
func BuybackBurnerInvalidInitializationErrorID() common.Hash {
	return common.HexToHash("0xf92ee8a957075833165f68c320933b1a1294aafc84ee6e0dd3fb178008f9aaf5")
}

// UnpackInvalidInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInitialization()
func (buybackBurner *BuybackBurner) UnpackInvalidInitializationError(raw []byte) (*BuybackBurnerInvalidInitialization, error) {
	out := new(BuybackBurnerInvalidInitialization)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "InvalidInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerInvalidPath represents a InvalidPath error raised by the BuybackBurner contract.
type BuybackBurnerInvalidPath struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPath()
func BuybackBurnerInvalidPathErrorID() common.Hash {
	return common.HexToHash("0x20db826769e3af8321787ba1a381ae0528298df9eba27cc33194b460ff8a3602")
}

// UnpackInvalidPathError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPath()
func (buybackBurner *BuybackBurner) UnpackInvalidPathError(raw []byte) (*BuybackBurnerInvalidPath, error) {
	out := new(BuybackBurnerInvalidPath)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "InvalidPath", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerNotInitializing represents a NotInitializing error raised by the BuybackBurner contract.
type BuybackBurnerNotInitializing struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInitializing()
func BuybackBurnerNotInitializingErrorID() common.Hash {
	return common.HexToHash("0xd7e6bcf8597daa127dc9f0048d2f08d5ef140a2cb659feabd700beff1f7a8302")
}

// UnpackNotInitializingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInitializing()
func (buybackBurner *BuybackBurner) UnpackNotInitializingError(raw []byte) (*BuybackBurnerNotInitializing, error) {
	out := new(BuybackBurnerNotInitializing)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "NotInitializing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the BuybackBurner contract.
type BuybackBurnerOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func BuybackBurnerOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (buybackBurner *BuybackBurner) UnpackOwnableInvalidOwnerError(raw []byte) (*BuybackBurnerOwnableInvalidOwner, error) {
	out := new(BuybackBurnerOwnableInvalidOwner)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the BuybackBurner contract.
type BuybackBurnerOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func BuybackBurnerOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (buybackBurner *BuybackBurner) UnpackOwnableUnauthorizedAccountError(raw []byte) (*BuybackBurnerOwnableUnauthorizedAccount, error) {
	out := new(BuybackBurnerOwnableUnauthorizedAccount)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the BuybackBurner contract.
type BuybackBurnerReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func BuybackBurnerReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (buybackBurner *BuybackBurner) UnpackReentrancyGuardReentrantCallError(raw []byte) (*BuybackBurnerReentrancyGuardReentrantCall, error) {
	out := new(BuybackBurnerReentrancyGuardReentrantCall)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the BuybackBurner contract.
type BuybackBurnerSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func BuybackBurnerSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (buybackBurner *BuybackBurner) UnpackSafeERC20FailedOperationError(raw []byte) (*BuybackBurnerSafeERC20FailedOperation, error) {
	out := new(BuybackBurnerSafeERC20FailedOperation)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerUUPSUnauthorizedCallContext represents a UUPSUnauthorizedCallContext error raised by the BuybackBurner contract.
type BuybackBurnerUUPSUnauthorizedCallContext struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnauthorizedCallContext()
func BuybackBurnerUUPSUnauthorizedCallContextErrorID() common.Hash {
	return common.HexToHash("0xe07c8dba242a06571ac65fe4bbe20522c9fb111cb33599b799ff8039c1ed18f4")
}

// UnpackUUPSUnauthorizedCallContextError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnauthorizedCallContext()
func (buybackBurner *BuybackBurner) UnpackUUPSUnauthorizedCallContextError(raw []byte) (*BuybackBurnerUUPSUnauthorizedCallContext, error) {
	out := new(BuybackBurnerUUPSUnauthorizedCallContext)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "UUPSUnauthorizedCallContext", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerUUPSUnsupportedProxiableUUID represents a UUPSUnsupportedProxiableUUID error raised by the BuybackBurner contract.
type BuybackBurnerUUPSUnsupportedProxiableUUID struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func BuybackBurnerUUPSUnsupportedProxiableUUIDErrorID() common.Hash {
	return common.HexToHash("0xaa1d49a4c084bfa9aeeee2a0be65267a7f19ba7e1476b114dac513d2c14cb563")
}

// UnpackUUPSUnsupportedProxiableUUIDError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func (buybackBurner *BuybackBurner) UnpackUUPSUnsupportedProxiableUUIDError(raw []byte) (*BuybackBurnerUUPSUnsupportedProxiableUUID, error) {
	out := new(BuybackBurnerUUPSUnsupportedProxiableUUID)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "UUPSUnsupportedProxiableUUID", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerUnauthorized represents a Unauthorized error raised by the BuybackBurner contract.
type BuybackBurnerUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func BuybackBurnerUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (buybackBurner *BuybackBurner) UnpackUnauthorizedError(raw []byte) (*BuybackBurnerUnauthorized, error) {
	out := new(BuybackBurnerUnauthorized)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerUpgradesRenounced represents a UpgradesRenounced error raised by the BuybackBurner contract.
type BuybackBurnerUpgradesRenounced struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UpgradesRenounced()
func BuybackBurnerUpgradesRenouncedErrorID() common.Hash {
	return common.HexToHash("0x52d7b291eab5f9f987536ea8ebf1b78148005b334a37361247dcc5c0bafbcaba")
}

// UnpackUpgradesRenouncedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UpgradesRenounced()
func (buybackBurner *BuybackBurner) UnpackUpgradesRenouncedError(raw []byte) (*BuybackBurnerUpgradesRenounced, error) {
	out := new(BuybackBurnerUpgradesRenounced)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "UpgradesRenounced", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BuybackBurnerZeroAddress represents a ZeroAddress error raised by the BuybackBurner contract.
type BuybackBurnerZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func BuybackBurnerZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (buybackBurner *BuybackBurner) UnpackZeroAddressError(raw []byte) (*BuybackBurnerZeroAddress, error) {
	out := new(BuybackBurnerZeroAddress)
	if err := buybackBurner.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorMetaData contains all meta data concerning the Collector contract.
var CollectorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"BadBucket\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoWeight\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInitializing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingHeld\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyBuckets\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UUPSUnauthorizedCallContext\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"slot\",\"type\":\"bytes32\"}],\"name\":\"UUPSUnsupportedProxiableUUID\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UpgradesRenounced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BucketHeld\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BucketPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"weight\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"notify\",\"type\":\"bool\"}],\"name\":\"BucketSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"BucketSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"held\",\"type\":\"uint256\"}],\"name\":\"Distributed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"HeldForceReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"HeldReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payoutGas\",\"type\":\"uint256\"}],\"name\":\"PayoutGasSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"UpgradeabilityRenounced\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DEFAULT_PAYOUT_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_BUCKETS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"UPGRADE_INTERFACE_VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"weight\",\"type\":\"uint96\"},{\"internalType\":\"bool\",\"name\":\"notify\",\"type\":\"bool\"}],\"name\":\"addBucket\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"allBuckets\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"weight\",\"type\":\"uint96\"},{\"internalType\":\"bool\",\"name\":\"notify\",\"type\":\"bool\"}],\"internalType\":\"structICollector.Bucket[]\",\"name\":\"\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"bucketAt\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint96\",\"name\":\"weight\",\"type\":\"uint96\"},{\"internalType\":\"bool\",\"name\":\"notify\",\"type\":\"bool\"}],\"internalType\":\"structICollector.Bucket\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bucketsLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"distributable\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"distribute\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"executePayout\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"forceReleaseHeld\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"}],\"name\":\"held\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"heldTotal\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"recipients\",\"type\":\"address[]\"},{\"internalType\":\"uint96[]\",\"name\":\"weights\",\"type\":\"uint96[]\"},{\"internalType\":\"bool[]\",\"name\":\"notifies\",\"type\":\"bool[]\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payoutGas\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proxiableUUID\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bucket\",\"type\":\"uint256\"}],\"name\":\"releaseHeld\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceUpgradeability\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"notify\",\"type\":\"bool\"}],\"name\":\"replaceBucket\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint96\",\"name\":\"weight\",\"type\":\"uint96\"}],\"name\":\"setBucketWeight\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gasBudget\",\"type\":\"uint256\"}],\"name\":\"setPayoutGas\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalWeight\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"upgradesRenounced\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "4725e38b7dc139a523b8c3b8be0c8d353c",
	Bin: "0x60a060405230608052348015610013575f5ffd5b5061001c610021565b6100d3565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff16156100715760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100d05780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b6080516120066100f95f395f81816115340152818161155d01526116c201526120065ff3fe608060405260043610610195575f3560e01c806352d1902d116100e757806396c82e5711610087578063bc9a95a111610062578063bc9a95a11461049c578063c65df205146104af578063f2fde38b146104ce578063f9776bcb146104ed575f5ffd5b806396c82e571461042b578063ab646a4014610440578063ad3cb1cc1461045f575f5ffd5b8063715018a6116100c2578063715018a61461038657806372fa97521461039a578063775c1893146103b95780638da5cb5b146103e5575f5ffd5b806352d1902d1461033457806363453ae1146103485780636d96225414610367575f5ffd5b8063254e2ad8116101525780632a6baaf71161012d5780632a6baaf7146102a15780633892b13f146102d7578063400e3dcc146102f65780634f1ef28614610321575f5ffd5b8063254e2ad81461024e57806327c3196b1461026357806328a394c914610282575f5ffd5b80630a50ff7a14610199578063149be9b9146101ba57806315aaea17146101e3578063170e5fb7146102055780631e9389e314610219578063202b59081461022f575b5f5ffd5b3480156101a4575f5ffd5b506101b86101b3366004611b28565b61050e565b005b3480156101c5575f5ffd5b506101ce610709565b60405190151581526020015b60405180910390f35b3480156101ee575f5ffd5b506101f7601081565b6040519081526020016101da565b348015610210575f5ffd5b506101b8610744565b348015610224575f5ffd5b506101f7620f424081565b34801561023a575f5ffd5b506101b8610249366004611bd7565b6107b4565b348015610259575f5ffd5b506101f760045481565b34801561026e575f5ffd5b506101b861027d366004611bee565b6107f7565b34801561028d575f5ffd5b506101b861029c366004611c2d565b610902565b3480156102ac575f5ffd5b506101f76102bb366004611c66565b600260209081525f928352604080842090915290825290205481565b3480156102e2575f5ffd5b506101f76102f1366004611c66565b6109c1565b348015610301575f5ffd5b506101f7610310366004611c8e565b60036020525f908152604090205481565b6101b861032f366004611cbb565b610aac565b34801561033f575f5ffd5b506101f7610acb565b348015610353575f5ffd5b506101f7610362366004611c8e565b610ae6565b348015610372575f5ffd5b506101f7610381366004611d7f565b610e28565b348015610391575f5ffd5b506101b8610edd565b3480156103a5575f5ffd5b506101b86103b4366004611dc5565b610ef0565b3480156103c4575f5ffd5b506103d86103d3366004611bd7565b610fac565b6040516101da9190611def565b3480156103f0575f5ffd5b507f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300546040516001600160a01b0390911681526020016101da565b348015610436575f5ffd5b506101f760015481565b34801561044b575f5ffd5b506101f761045a366004611c8e565b611034565b34801561046a575f5ffd5b5061048f604051806040016040528060058152602001640352e302e360dc1b81525081565b6040516101da9190611e24565b3480156104a7575f5ffd5b505f546101f7565b3480156104ba575f5ffd5b506101b86104c9366004611e59565b6110d8565b3480156104d9575f5ffd5b506101b86104e8366004611c8e565b6110f0565b3480156104f8575f5ffd5b50610501611132565b6040516101da9190611e82565b5f6105176111c1565b805490915060ff600160401b820416159067ffffffffffffffff165f8115801561053e5750825b90505f8267ffffffffffffffff16600114801561055a5750303b155b905081158015610568575080155b156105865760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff1916600117855583156105b057845460ff60401b1916600160401b1785555b6105b98c6111e9565b89881415806105c85750898614155b156105e9576040516001621398b960e31b0319815260040160405180910390fd5b5f5b8a811015610678576106708c8c8381811061060857610608611ef7565b905060200201602081019061061d9190611c8e565b8b8b8481811061062f5761062f611ef7565b90506020020160208101906106449190611f0b565b8a8a8581811061065657610656611ef7565b905060200201602081019061066b9190611f24565b6111fa565b6001016105eb565b50620f424060048190556040519081527f602b2aac9f489ddbe1f9efe2e081bec1100135b63be30de37b11512770aedea19060200160405180910390a183156106fb57845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b505050505050505050505050565b5f61073b61073860017f5a2d0c9ef6700ef00c5534f706e7ecdb9d9d637b6ee29e93e5ebc9865415ca7f611f51565b90565b5460ff16919050565b61074c611362565b600161077b610738827f5a2d0c9ef6700ef00c5534f706e7ecdb9d9d637b6ee29e93e5ebc9865415ca7f611f51565b805460ff19169115159190911790556040517f54c0b5e6ac577a77767070be3342a2239678bbce4141c2c95bffab9f60a2df3f905f90a1565b6107bc611362565b60048190556040518181527f602b2aac9f489ddbe1f9efe2e081bec1100135b63be30de37b11512770aedea19060200160405180910390a150565b3330146108175760405163029a949d60e31b815260040160405180910390fd5b5f5f838154811061082a5761082a611ef7565b5f9182526020918290206040805160608101825260029390930290910180546001600160a01b03808216808652600160a01b9092046001600160601b03169585019590955260019091015460ff1615159183019190915290925061089191861690846113bd565b8060400151156108fc5780516040516301c648e360e71b81526001600160a01b038681166004830152602482018590529091169063e3247180906044015f604051808303815f87803b1580156108e5575f5ffd5b505af11580156108f7573d5f5f3e3d5ffd5b505050505b50505050565b61090a611362565b6001600160a01b0382166109315760405163d92e233d60e01b815260040160405180910390fd5b5f61093b846113f2565b80546001600160a01b0319166001600160a01b03851690811780835560018301805460ff191686151590811790915560408051600160a01b9093046001600160601b031683526020830191909152929350909186917f3ac2d09364f6b760fc3585680d9bd12a56773c06e5163e97aca99f05a2abe2c9910160405180910390a350505050565b5f6109ca61143b565b6109d48383611470565b6040516327c3196b60e01b81526001600160a01b0385166004820152602481018490526044810182905290915030906327c3196b906064015f604051808303815f87803b158015610a23575f5ffd5b505af1158015610a35573d5f5f3e3d5ffd5b505050505f8281548110610a4b57610a4b611ef7565b5f918252602091829020600290910201546040518381526001600160a01b039182169285928716917f1ae14acee2c8e8b230f7cadb390a9cddf8583c7bb65e0ef0421d0a3dfc2a0203910160405180910390a4610aa66114ff565b92915050565b610ab4611529565b610abd826115cd565b610ac782826115fb565b5050565b5f610ad46116b7565b505f516020611fda5f395f51905f5290565b5f610aef61143b565b610af882611034565b6001549091505f829003610b0f575f915050610e1b565b805f03610b2f57604051634402310560e01b815260040160405180910390fd5b5f805490610b3e600183611f51565b90505b5f8181548110610b5357610b53611ef7565b5f91825260208220600290910201546001600160601b03600160a01b909104169003610b8957610b8281611f64565b9050610b41565b835f805b84811015610dbf575f5f8281548110610ba857610ba8611ef7565b5f918252602080832060408051606081018252600290940290910180546001600160a01b03811685526001600160601b03600160a01b909104169284019290925260019091015460ff161515908201529150828614610c2a578782602001516001600160601b03168a610c1b9190611f79565b610c259190611f90565b610c2c565b845b9050805f03610c8057815f01516001600160a01b0316838b6001600160a01b03167f14c732bb87cf433777390aaa8db075f73930db790af17dd1dd73e7b6623e583260405160405180910390a45050610db7565b610c8a8186611f51565b9450610c978a8483611700565b15610cf257815f01516001600160a01b0316838b6001600160a01b03167f81cd97130a502eb85734239bc8d9158783dec79ab291f5163c82c7ea92799e7e84604051610ce591815260200190565b60405180910390a4610db4565b6001600160a01b038a165f90815260026020908152604080832086845290915281208054839290610d24908490611faf565b90915550506001600160a01b038a165f9081526003602052604081208054839290610d50908490611faf565b90915550610d6090508185611faf565b9350815f01516001600160a01b0316838b6001600160a01b03167fddade977d777eb3a1ec46fbe6ca9081e29b7bdeebfe05a9b78c10e00c0c878b384604051610dab91815260200190565b60405180910390a45b50505b600101610b8d565b506001600160a01b0387167ff334dc3327c53a5f7fd39f983cbad4306ff127f0ecdadf23c6f361eca5358c3287610df68482611f51565b604080519283526020830191909152810184905260600160405180910390a250505050505b610e236114ff565b919050565b5f610e31611362565b610e3961143b565b6001600160a01b038216610e605760405163d92e233d60e01b815260040160405180910390fd5b610e6a8484611470565b9050610e806001600160a01b03851683836113bd565b816001600160a01b031683856001600160a01b03167fed49b9d3b75a86c64b5c9918e0441a3872c59ac3b1fcbe8683e600f4c417e3a384604051610ec691815260200190565b60405180910390a4610ed66114ff565b9392505050565b610ee5611362565b610eee5f6117bd565b565b610ef8611362565b5f610f02836113f2565b80546001549192506001600160601b0380851692610f2a92600160a01b900490911690611f51565b610f349190611faf565b600190815581546001600160601b038416600160a01b81026001600160a01b039283168181178655938501546040805193845260ff9091161515602084015292169092179185917f3ac2d09364f6b760fc3585680d9bd12a56773c06e5163e97aca99f05a2abe2c991015b60405180910390a3505050565b604080516060810182525f80825260208201819052918101919091525f8281548110610fda57610fda611ef7565b5f91825260209182902060408051606081018252600290930290910180546001600160a01b03811684526001600160601b03600160a01b909104169383019390935260019092015460ff1615159181019190915292915050565b6040516370a0823160e01b81523060048201525f9081906001600160a01b038416906370a0823190602401602060405180830381865afa15801561107a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061109e9190611fc2565b6001600160a01b0384165f908152600360205260409020549091508082116110c6575f6110d0565b6110d08183611f51565b949350505050565b6110e0611362565b6110eb8383836111fa565b505050565b6110f8611362565b6001600160a01b03811661112657604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61112f816117bd565b50565b60605f805480602002602001604051908101604052809291908181526020015f905b828210156111b8575f848152602090819020604080516060810182526002860290920180546001600160a01b0381168452600160a01b90046001600160601b03168385015260019081015460ff161515918301919091529083529092019101611154565b50505050905090565b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00610aa6565b6111f161182d565b61112f81611852565b6001600160a01b0383166112215760405163d92e233d60e01b815260040160405180910390fd5b5f5460101161124357604051632a52366760e11b815260040160405180910390fd5b604080516060810182526001600160a01b0380861682526001600160601b03808616602084018181528615159585019586525f80546001818101835582805296519251909416600160a01b02919094161760029092027f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e56381019290925593517f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e564909101805491151560ff199092169190911790558154611304908490611faf565b90915550505f546001600160a01b0384169061132290600190611f51565b604080516001600160601b038616815284151560208201527f3ac2d09364f6b760fc3585680d9bd12a56773c06e5163e97aca99f05a2abe2c99101610f9f565b336113947f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300546001600160a01b031690565b6001600160a01b031614610eee5760405163118cdaa760e01b815233600482015260240161111d565b6113ca838383600161185a565b6110eb57604051635274afe760e01b81526001600160a01b038416600482015260240161111d565b5f8054821061141657604051623f75bd60e91b81526004810183905260240161111d565b5f828154811061142857611428611ef7565b905f5260205f2090600202019050919050565b6114436118bc565b610eee60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906118fc565b6001600160a01b0382165f908152600260209081526040808320848452909152812054908190036114b457604051637a17debd60e01b815260040160405180910390fd5b6001600160a01b0383165f81815260026020908152604080832086845282528083208390559282526003905290812080548392906114f3908490611f51565b90915550909392505050565b610eee5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061146a565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614806115af57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166115a35f516020611fda5f395f51905f52546001600160a01b031690565b6001600160a01b031614155b15610eee5760405163703e46dd60e11b815260040160405180910390fd5b6115d5611362565b6115dd610709565b1561112f576040516352d7b29160e01b815260040160405180910390fd5b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015611655575060408051601f3d908101601f1916820190925261165291810190611fc2565b60015b61167d57604051634c9c8ce360e01b81526001600160a01b038316600482015260240161111d565b5f516020611fda5f395f51905f5281146116ad57604051632a87526960e21b81526004810182905260240161111d565b6110eb8383611903565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610eee5760405163703e46dd60e11b815260040160405180910390fd5b6004545f90611710603f82611f90565b61171a9082611faf565b61172690612710611faf565b5a1015611746576040516307099c5360e21b815260040160405180910390fd5b6040516327c3196b60e01b81526001600160a01b0386166004820152602481018590526044810184905230906327c3196b9083906064015f604051808303815f88803b158015611794575f5ffd5b5087f1935050505080156117a6575060015b6117b3575f915050610ed6565b6001915050610ed6565b7f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c19930080546001600160a01b031981166001600160a01b03848116918217845560405192169182907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3505050565b611835611958565b610eee57604051631afcd79f60e31b815260040160405180910390fd5b6110f861182d565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166118b05783831516156118a4573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610eee57604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b61190c82611971565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a2805115611950576110eb82826119d4565b610ac7611a74565b5f6119616111c1565b54600160401b900460ff16919050565b806001600160a01b03163b5f036119a657604051634c9c8ce360e01b81526001600160a01b038216600482015260240161111d565b5f516020611fda5f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f6119e18484611a93565b9050808015611a0257505f3d1180611a0257505f846001600160a01b03163b115b15611a1757611a0f611aa6565b915050610aa6565b8015611a4157604051639996b31560e01b81526001600160a01b038516600482015260240161111d565b3d15611a5457611a4f611abf565b611a6d565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b3415610eee5760405163b398979f60e01b815260040160405180910390fd5b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b80356001600160a01b0381168114610e23575f5ffd5b5f5f83601f840112611af0575f5ffd5b50813567ffffffffffffffff811115611b07575f5ffd5b6020830191508360208260051b8501011115611b21575f5ffd5b9250929050565b5f5f5f5f5f5f5f6080888a031215611b3e575f5ffd5b611b4788611aca565b9650602088013567ffffffffffffffff811115611b62575f5ffd5b611b6e8a828b01611ae0565b909750955050604088013567ffffffffffffffff811115611b8d575f5ffd5b611b998a828b01611ae0565b909550935050606088013567ffffffffffffffff811115611bb8575f5ffd5b611bc48a828b01611ae0565b989b979a50959850939692959293505050565b5f60208284031215611be7575f5ffd5b5035919050565b5f5f5f60608486031215611c00575f5ffd5b611c0984611aca565b95602085013595506040909401359392505050565b80358015158114610e23575f5ffd5b5f5f5f60608486031215611c3f575f5ffd5b83359250611c4f60208501611aca565b9150611c5d60408501611c1e565b90509250925092565b5f5f60408385031215611c77575f5ffd5b611c8083611aca565b946020939093013593505050565b5f60208284031215611c9e575f5ffd5b610ed682611aca565b634e487b7160e01b5f52604160045260245ffd5b5f5f60408385031215611ccc575f5ffd5b611cd583611aca565b9150602083013567ffffffffffffffff811115611cf0575f5ffd5b8301601f81018513611d00575f5ffd5b803567ffffffffffffffff811115611d1a57611d1a611ca7565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715611d4957611d49611ca7565b604052818152828201602001871015611d60575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f5f5f60608486031215611d91575f5ffd5b611d9a84611aca565b925060208401359150611c5d60408501611aca565b80356001600160601b0381168114610e23575f5ffd5b5f5f60408385031215611dd6575f5ffd5b82359150611de660208401611daf565b90509250929050565b81516001600160a01b031681526020808301516001600160601b03169082015260408083015115159082015260608101610aa6565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f5f60608486031215611e6b575f5ffd5b611e7484611aca565b9250611c4f60208501611daf565b602080825282518282018190525f918401906040840190835b81811015611eec57611ed683855180516001600160a01b031682526020808201516001600160601b0316908301526040908101511515910152565b6020939093019260609290920191600101611e9b565b509095945050505050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215611f1b575f5ffd5b610ed682611daf565b5f60208284031215611f34575f5ffd5b610ed682611c1e565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610aa657610aa6611f3d565b5f81611f7257611f72611f3d565b505f190190565b8082028115828204841417610aa657610aa6611f3d565b5f82611faa57634e487b7160e01b5f52601260045260245ffd5b500490565b80820180821115610aa657610aa6611f3d565b5f60208284031215611fd2575f5ffd5b505191905056fe360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbca164736f6c6343000825000a",
}

// Collector is an auto generated Go binding around an Ethereum contract.
type Collector struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Collector) GetABI() abi.ABI {
	return c.abi
}

// NewCollector creates a new instance of Collector.
func NewCollector() *Collector {
	parsed, err := CollectorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Collector{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Collector) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDEFAULTPAYOUTGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e9389e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_PAYOUT_GAS() view returns(uint256)
func (collector *Collector) PackDEFAULTPAYOUTGAS() []byte {
	enc, err := collector.abi.Pack("DEFAULT_PAYOUT_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTPAYOUTGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e9389e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_PAYOUT_GAS() view returns(uint256)
func (collector *Collector) TryPackDEFAULTPAYOUTGAS() ([]byte, error) {
	return collector.abi.Pack("DEFAULT_PAYOUT_GAS")
}

// UnpackDEFAULTPAYOUTGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e9389e3.
//
// Solidity: function DEFAULT_PAYOUT_GAS() view returns(uint256)
func (collector *Collector) UnpackDEFAULTPAYOUTGAS(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("DEFAULT_PAYOUT_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXBUCKETS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15aaea17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_BUCKETS() view returns(uint256)
func (collector *Collector) PackMAXBUCKETS() []byte {
	enc, err := collector.abi.Pack("MAX_BUCKETS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXBUCKETS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15aaea17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_BUCKETS() view returns(uint256)
func (collector *Collector) TryPackMAXBUCKETS() ([]byte, error) {
	return collector.abi.Pack("MAX_BUCKETS")
}

// UnpackMAXBUCKETS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x15aaea17.
//
// Solidity: function MAX_BUCKETS() view returns(uint256)
func (collector *Collector) UnpackMAXBUCKETS(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("MAX_BUCKETS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (collector *Collector) PackUPGRADEINTERFACEVERSION() []byte {
	enc, err := collector.abi.Pack("UPGRADE_INTERFACE_VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (collector *Collector) TryPackUPGRADEINTERFACEVERSION() ([]byte, error) {
	return collector.abi.Pack("UPGRADE_INTERFACE_VERSION")
}

// UnpackUPGRADEINTERFACEVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad3cb1cc.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (collector *Collector) UnpackUPGRADEINTERFACEVERSION(data []byte) (string, error) {
	out, err := collector.abi.Unpack("UPGRADE_INTERFACE_VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackAddBucket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc65df205.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addBucket(address recipient, uint96 weight, bool notify) returns()
func (collector *Collector) PackAddBucket(recipient common.Address, weight *big.Int, notify bool) []byte {
	enc, err := collector.abi.Pack("addBucket", recipient, weight, notify)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddBucket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc65df205.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addBucket(address recipient, uint96 weight, bool notify) returns()
func (collector *Collector) TryPackAddBucket(recipient common.Address, weight *big.Int, notify bool) ([]byte, error) {
	return collector.abi.Pack("addBucket", recipient, weight, notify)
}

// PackAllBuckets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9776bcb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allBuckets() view returns((address,uint96,bool)[])
func (collector *Collector) PackAllBuckets() []byte {
	enc, err := collector.abi.Pack("allBuckets")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllBuckets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9776bcb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allBuckets() view returns((address,uint96,bool)[])
func (collector *Collector) TryPackAllBuckets() ([]byte, error) {
	return collector.abi.Pack("allBuckets")
}

// UnpackAllBuckets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf9776bcb.
//
// Solidity: function allBuckets() view returns((address,uint96,bool)[])
func (collector *Collector) UnpackAllBuckets(data []byte) ([]ICollectorBucket, error) {
	out, err := collector.abi.Unpack("allBuckets", data)
	if err != nil {
		return *new([]ICollectorBucket), err
	}
	out0 := *abi.ConvertType(out[0], new([]ICollectorBucket)).(*[]ICollectorBucket)
	return out0, nil
}

// PackBucketAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x775c1893.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bucketAt(uint256 index) view returns((address,uint96,bool))
func (collector *Collector) PackBucketAt(index *big.Int) []byte {
	enc, err := collector.abi.Pack("bucketAt", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBucketAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x775c1893.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bucketAt(uint256 index) view returns((address,uint96,bool))
func (collector *Collector) TryPackBucketAt(index *big.Int) ([]byte, error) {
	return collector.abi.Pack("bucketAt", index)
}

// UnpackBucketAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x775c1893.
//
// Solidity: function bucketAt(uint256 index) view returns((address,uint96,bool))
func (collector *Collector) UnpackBucketAt(data []byte) (ICollectorBucket, error) {
	out, err := collector.abi.Unpack("bucketAt", data)
	if err != nil {
		return *new(ICollectorBucket), err
	}
	out0 := *abi.ConvertType(out[0], new(ICollectorBucket)).(*ICollectorBucket)
	return out0, nil
}

// PackBucketsLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc9a95a1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bucketsLength() view returns(uint256)
func (collector *Collector) PackBucketsLength() []byte {
	enc, err := collector.abi.Pack("bucketsLength")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBucketsLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc9a95a1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bucketsLength() view returns(uint256)
func (collector *Collector) TryPackBucketsLength() ([]byte, error) {
	return collector.abi.Pack("bucketsLength")
}

// UnpackBucketsLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc9a95a1.
//
// Solidity: function bucketsLength() view returns(uint256)
func (collector *Collector) UnpackBucketsLength(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("bucketsLength", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDistributable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab646a40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function distributable(address token) view returns(uint256)
func (collector *Collector) PackDistributable(token common.Address) []byte {
	enc, err := collector.abi.Pack("distributable", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDistributable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab646a40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function distributable(address token) view returns(uint256)
func (collector *Collector) TryPackDistributable(token common.Address) ([]byte, error) {
	return collector.abi.Pack("distributable", token)
}

// UnpackDistributable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab646a40.
//
// Solidity: function distributable(address token) view returns(uint256)
func (collector *Collector) UnpackDistributable(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("distributable", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDistribute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63453ae1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function distribute(address token) returns(uint256 amount)
func (collector *Collector) PackDistribute(token common.Address) []byte {
	enc, err := collector.abi.Pack("distribute", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDistribute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63453ae1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function distribute(address token) returns(uint256 amount)
func (collector *Collector) TryPackDistribute(token common.Address) ([]byte, error) {
	return collector.abi.Pack("distribute", token)
}

// UnpackDistribute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x63453ae1.
//
// Solidity: function distribute(address token) returns(uint256 amount)
func (collector *Collector) UnpackDistribute(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("distribute", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackExecutePayout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27c3196b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executePayout(address token, uint256 bucket, uint256 amount) returns()
func (collector *Collector) PackExecutePayout(token common.Address, bucket *big.Int, amount *big.Int) []byte {
	enc, err := collector.abi.Pack("executePayout", token, bucket, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutePayout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27c3196b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executePayout(address token, uint256 bucket, uint256 amount) returns()
func (collector *Collector) TryPackExecutePayout(token common.Address, bucket *big.Int, amount *big.Int) ([]byte, error) {
	return collector.abi.Pack("executePayout", token, bucket, amount)
}

// PackForceReleaseHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d962254.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forceReleaseHeld(address token, uint256 bucket, address to) returns(uint256 amount)
func (collector *Collector) PackForceReleaseHeld(token common.Address, bucket *big.Int, to common.Address) []byte {
	enc, err := collector.abi.Pack("forceReleaseHeld", token, bucket, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForceReleaseHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d962254.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forceReleaseHeld(address token, uint256 bucket, address to) returns(uint256 amount)
func (collector *Collector) TryPackForceReleaseHeld(token common.Address, bucket *big.Int, to common.Address) ([]byte, error) {
	return collector.abi.Pack("forceReleaseHeld", token, bucket, to)
}

// UnpackForceReleaseHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6d962254.
//
// Solidity: function forceReleaseHeld(address token, uint256 bucket, address to) returns(uint256 amount)
func (collector *Collector) UnpackForceReleaseHeld(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("forceReleaseHeld", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a6baaf7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function held(address token, uint256 bucket) view returns(uint256)
func (collector *Collector) PackHeld(token common.Address, bucket *big.Int) []byte {
	enc, err := collector.abi.Pack("held", token, bucket)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a6baaf7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function held(address token, uint256 bucket) view returns(uint256)
func (collector *Collector) TryPackHeld(token common.Address, bucket *big.Int) ([]byte, error) {
	return collector.abi.Pack("held", token, bucket)
}

// UnpackHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a6baaf7.
//
// Solidity: function held(address token, uint256 bucket) view returns(uint256)
func (collector *Collector) UnpackHeld(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("held", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHeldTotal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x400e3dcc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function heldTotal(address token) view returns(uint256)
func (collector *Collector) PackHeldTotal(token common.Address) []byte {
	enc, err := collector.abi.Pack("heldTotal", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHeldTotal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x400e3dcc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function heldTotal(address token) view returns(uint256)
func (collector *Collector) TryPackHeldTotal(token common.Address) ([]byte, error) {
	return collector.abi.Pack("heldTotal", token)
}

// UnpackHeldTotal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x400e3dcc.
//
// Solidity: function heldTotal(address token) view returns(uint256)
func (collector *Collector) UnpackHeldTotal(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("heldTotal", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a50ff7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address owner_, address[] recipients, uint96[] weights, bool[] notifies) returns()
func (collector *Collector) PackInitialize(owner common.Address, recipients []common.Address, weights []*big.Int, notifies []bool) []byte {
	enc, err := collector.abi.Pack("initialize", owner, recipients, weights, notifies)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a50ff7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address owner_, address[] recipients, uint96[] weights, bool[] notifies) returns()
func (collector *Collector) TryPackInitialize(owner common.Address, recipients []common.Address, weights []*big.Int, notifies []bool) ([]byte, error) {
	return collector.abi.Pack("initialize", owner, recipients, weights, notifies)
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (collector *Collector) PackOwner() []byte {
	enc, err := collector.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (collector *Collector) TryPackOwner() ([]byte, error) {
	return collector.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (collector *Collector) UnpackOwner(data []byte) (common.Address, error) {
	out, err := collector.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPayoutGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x254e2ad8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payoutGas() view returns(uint256)
func (collector *Collector) PackPayoutGas() []byte {
	enc, err := collector.abi.Pack("payoutGas")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayoutGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x254e2ad8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payoutGas() view returns(uint256)
func (collector *Collector) TryPackPayoutGas() ([]byte, error) {
	return collector.abi.Pack("payoutGas")
}

// UnpackPayoutGas is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x254e2ad8.
//
// Solidity: function payoutGas() view returns(uint256)
func (collector *Collector) UnpackPayoutGas(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("payoutGas", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (collector *Collector) PackProxiableUUID() []byte {
	enc, err := collector.abi.Pack("proxiableUUID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (collector *Collector) TryPackProxiableUUID() ([]byte, error) {
	return collector.abi.Pack("proxiableUUID")
}

// UnpackProxiableUUID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52d1902d.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (collector *Collector) UnpackProxiableUUID(data []byte) ([32]byte, error) {
	out, err := collector.abi.Unpack("proxiableUUID", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackReleaseHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3892b13f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseHeld(address token, uint256 bucket) returns(uint256 amount)
func (collector *Collector) PackReleaseHeld(token common.Address, bucket *big.Int) []byte {
	enc, err := collector.abi.Pack("releaseHeld", token, bucket)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3892b13f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseHeld(address token, uint256 bucket) returns(uint256 amount)
func (collector *Collector) TryPackReleaseHeld(token common.Address, bucket *big.Int) ([]byte, error) {
	return collector.abi.Pack("releaseHeld", token, bucket)
}

// UnpackReleaseHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3892b13f.
//
// Solidity: function releaseHeld(address token, uint256 bucket) returns(uint256 amount)
func (collector *Collector) UnpackReleaseHeld(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("releaseHeld", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (collector *Collector) PackRenounceOwnership() []byte {
	enc, err := collector.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (collector *Collector) TryPackRenounceOwnership() ([]byte, error) {
	return collector.abi.Pack("renounceOwnership")
}

// PackRenounceUpgradeability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x170e5fb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceUpgradeability() returns()
func (collector *Collector) PackRenounceUpgradeability() []byte {
	enc, err := collector.abi.Pack("renounceUpgradeability")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceUpgradeability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x170e5fb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceUpgradeability() returns()
func (collector *Collector) TryPackRenounceUpgradeability() ([]byte, error) {
	return collector.abi.Pack("renounceUpgradeability")
}

// PackReplaceBucket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28a394c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function replaceBucket(uint256 index, address recipient, bool notify) returns()
func (collector *Collector) PackReplaceBucket(index *big.Int, recipient common.Address, notify bool) []byte {
	enc, err := collector.abi.Pack("replaceBucket", index, recipient, notify)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReplaceBucket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28a394c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function replaceBucket(uint256 index, address recipient, bool notify) returns()
func (collector *Collector) TryPackReplaceBucket(index *big.Int, recipient common.Address, notify bool) ([]byte, error) {
	return collector.abi.Pack("replaceBucket", index, recipient, notify)
}

// PackSetBucketWeight is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72fa9752.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBucketWeight(uint256 index, uint96 weight) returns()
func (collector *Collector) PackSetBucketWeight(index *big.Int, weight *big.Int) []byte {
	enc, err := collector.abi.Pack("setBucketWeight", index, weight)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBucketWeight is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72fa9752.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBucketWeight(uint256 index, uint96 weight) returns()
func (collector *Collector) TryPackSetBucketWeight(index *big.Int, weight *big.Int) ([]byte, error) {
	return collector.abi.Pack("setBucketWeight", index, weight)
}

// PackSetPayoutGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x202b5908.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPayoutGas(uint256 gasBudget) returns()
func (collector *Collector) PackSetPayoutGas(gasBudget *big.Int) []byte {
	enc, err := collector.abi.Pack("setPayoutGas", gasBudget)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPayoutGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x202b5908.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPayoutGas(uint256 gasBudget) returns()
func (collector *Collector) TryPackSetPayoutGas(gasBudget *big.Int) ([]byte, error) {
	return collector.abi.Pack("setPayoutGas", gasBudget)
}

// PackTotalWeight is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c82e57.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalWeight() view returns(uint256)
func (collector *Collector) PackTotalWeight() []byte {
	enc, err := collector.abi.Pack("totalWeight")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalWeight is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96c82e57.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalWeight() view returns(uint256)
func (collector *Collector) TryPackTotalWeight() ([]byte, error) {
	return collector.abi.Pack("totalWeight")
}

// UnpackTotalWeight is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96c82e57.
//
// Solidity: function totalWeight() view returns(uint256)
func (collector *Collector) UnpackTotalWeight(data []byte) (*big.Int, error) {
	out, err := collector.abi.Unpack("totalWeight", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (collector *Collector) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := collector.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (collector *Collector) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return collector.abi.Pack("transferOwnership", newOwner)
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (collector *Collector) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := collector.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (collector *Collector) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return collector.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// PackUpgradesRenounced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x149be9b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (collector *Collector) PackUpgradesRenounced() []byte {
	enc, err := collector.abi.Pack("upgradesRenounced")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradesRenounced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x149be9b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (collector *Collector) TryPackUpgradesRenounced() ([]byte, error) {
	return collector.abi.Pack("upgradesRenounced")
}

// UnpackUpgradesRenounced is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x149be9b9.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (collector *Collector) UnpackUpgradesRenounced(data []byte) (bool, error) {
	out, err := collector.abi.Unpack("upgradesRenounced", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// CollectorBucketHeld represents a BucketHeld event raised by the Collector contract.
type CollectorBucketHeld struct {
	Token     common.Address
	Bucket    *big.Int
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const CollectorBucketHeldEventName = "BucketHeld"

// ContractEventName returns the user-defined event name.
func (CollectorBucketHeld) ContractEventName() string {
	return CollectorBucketHeldEventName
}

// UnpackBucketHeldEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BucketHeld(address indexed token, uint256 indexed bucket, address indexed recipient, uint256 amount)
func (collector *Collector) UnpackBucketHeldEvent(log *types.Log) (*CollectorBucketHeld, error) {
	event := "BucketHeld"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorBucketHeld)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorBucketPaid represents a BucketPaid event raised by the Collector contract.
type CollectorBucketPaid struct {
	Token     common.Address
	Bucket    *big.Int
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const CollectorBucketPaidEventName = "BucketPaid"

// ContractEventName returns the user-defined event name.
func (CollectorBucketPaid) ContractEventName() string {
	return CollectorBucketPaidEventName
}

// UnpackBucketPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BucketPaid(address indexed token, uint256 indexed bucket, address indexed recipient, uint256 amount)
func (collector *Collector) UnpackBucketPaidEvent(log *types.Log) (*CollectorBucketPaid, error) {
	event := "BucketPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorBucketPaid)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorBucketSet represents a BucketSet event raised by the Collector contract.
type CollectorBucketSet struct {
	Bucket    *big.Int
	Recipient common.Address
	Weight    *big.Int
	Notify    bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const CollectorBucketSetEventName = "BucketSet"

// ContractEventName returns the user-defined event name.
func (CollectorBucketSet) ContractEventName() string {
	return CollectorBucketSetEventName
}

// UnpackBucketSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BucketSet(uint256 indexed bucket, address indexed recipient, uint256 weight, bool notify)
func (collector *Collector) UnpackBucketSetEvent(log *types.Log) (*CollectorBucketSet, error) {
	event := "BucketSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorBucketSet)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorBucketSkipped represents a BucketSkipped event raised by the Collector contract.
type CollectorBucketSkipped struct {
	Token     common.Address
	Bucket    *big.Int
	Recipient common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const CollectorBucketSkippedEventName = "BucketSkipped"

// ContractEventName returns the user-defined event name.
func (CollectorBucketSkipped) ContractEventName() string {
	return CollectorBucketSkippedEventName
}

// UnpackBucketSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BucketSkipped(address indexed token, uint256 indexed bucket, address indexed recipient)
func (collector *Collector) UnpackBucketSkippedEvent(log *types.Log) (*CollectorBucketSkipped, error) {
	event := "BucketSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorBucketSkipped)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorDistributed represents a Distributed event raised by the Collector contract.
type CollectorDistributed struct {
	Token  common.Address
	Amount *big.Int
	Paid   *big.Int
	Held   *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const CollectorDistributedEventName = "Distributed"

// ContractEventName returns the user-defined event name.
func (CollectorDistributed) ContractEventName() string {
	return CollectorDistributedEventName
}

// UnpackDistributedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Distributed(address indexed token, uint256 amount, uint256 paid, uint256 held)
func (collector *Collector) UnpackDistributedEvent(log *types.Log) (*CollectorDistributed, error) {
	event := "Distributed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorDistributed)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorHeldForceReleased represents a HeldForceReleased event raised by the Collector contract.
type CollectorHeldForceReleased struct {
	Token  common.Address
	Bucket *big.Int
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const CollectorHeldForceReleasedEventName = "HeldForceReleased"

// ContractEventName returns the user-defined event name.
func (CollectorHeldForceReleased) ContractEventName() string {
	return CollectorHeldForceReleasedEventName
}

// UnpackHeldForceReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HeldForceReleased(address indexed token, uint256 indexed bucket, address indexed to, uint256 amount)
func (collector *Collector) UnpackHeldForceReleasedEvent(log *types.Log) (*CollectorHeldForceReleased, error) {
	event := "HeldForceReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorHeldForceReleased)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorHeldReleased represents a HeldReleased event raised by the Collector contract.
type CollectorHeldReleased struct {
	Token     common.Address
	Bucket    *big.Int
	Recipient common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const CollectorHeldReleasedEventName = "HeldReleased"

// ContractEventName returns the user-defined event name.
func (CollectorHeldReleased) ContractEventName() string {
	return CollectorHeldReleasedEventName
}

// UnpackHeldReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HeldReleased(address indexed token, uint256 indexed bucket, address indexed recipient, uint256 amount)
func (collector *Collector) UnpackHeldReleasedEvent(log *types.Log) (*CollectorHeldReleased, error) {
	event := "HeldReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorHeldReleased)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorInitialized represents a Initialized event raised by the Collector contract.
type CollectorInitialized struct {
	Version uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const CollectorInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (CollectorInitialized) ContractEventName() string {
	return CollectorInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint64 version)
func (collector *Collector) UnpackInitializedEvent(log *types.Log) (*CollectorInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorInitialized)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorOwnershipTransferred represents a OwnershipTransferred event raised by the Collector contract.
type CollectorOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const CollectorOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (CollectorOwnershipTransferred) ContractEventName() string {
	return CollectorOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (collector *Collector) UnpackOwnershipTransferredEvent(log *types.Log) (*CollectorOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorPayoutGasSet represents a PayoutGasSet event raised by the Collector contract.
type CollectorPayoutGasSet struct {
	PayoutGas *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const CollectorPayoutGasSetEventName = "PayoutGasSet"

// ContractEventName returns the user-defined event name.
func (CollectorPayoutGasSet) ContractEventName() string {
	return CollectorPayoutGasSetEventName
}

// UnpackPayoutGasSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PayoutGasSet(uint256 payoutGas)
func (collector *Collector) UnpackPayoutGasSetEvent(log *types.Log) (*CollectorPayoutGasSet, error) {
	event := "PayoutGasSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorPayoutGasSet)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorUpgradeabilityRenounced represents a UpgradeabilityRenounced event raised by the Collector contract.
type CollectorUpgradeabilityRenounced struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const CollectorUpgradeabilityRenouncedEventName = "UpgradeabilityRenounced"

// ContractEventName returns the user-defined event name.
func (CollectorUpgradeabilityRenounced) ContractEventName() string {
	return CollectorUpgradeabilityRenouncedEventName
}

// UnpackUpgradeabilityRenouncedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpgradeabilityRenounced()
func (collector *Collector) UnpackUpgradeabilityRenouncedEvent(log *types.Log) (*CollectorUpgradeabilityRenounced, error) {
	event := "UpgradeabilityRenounced"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorUpgradeabilityRenounced)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CollectorUpgraded represents a Upgraded event raised by the Collector contract.
type CollectorUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const CollectorUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (CollectorUpgraded) ContractEventName() string {
	return CollectorUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (collector *Collector) UnpackUpgradedEvent(log *types.Log) (*CollectorUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != collector.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CollectorUpgraded)
	if len(log.Data) > 0 {
		if err := collector.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range collector.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (collector *Collector) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], collector.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return collector.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["BadBucket"].ID.Bytes()[:4]) {
		return collector.UnpackBadBucketError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["ERC1967InvalidImplementation"].ID.Bytes()[:4]) {
		return collector.UnpackERC1967InvalidImplementationError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["ERC1967NonPayable"].ID.Bytes()[:4]) {
		return collector.UnpackERC1967NonPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return collector.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["InsufficientGas"].ID.Bytes()[:4]) {
		return collector.UnpackInsufficientGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["InvalidInitialization"].ID.Bytes()[:4]) {
		return collector.UnpackInvalidInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return collector.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["NoWeight"].ID.Bytes()[:4]) {
		return collector.UnpackNoWeightError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["NotInitializing"].ID.Bytes()[:4]) {
		return collector.UnpackNotInitializingError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["NothingHeld"].ID.Bytes()[:4]) {
		return collector.UnpackNothingHeldError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["OnlySelf"].ID.Bytes()[:4]) {
		return collector.UnpackOnlySelfError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return collector.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return collector.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return collector.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return collector.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["TooManyBuckets"].ID.Bytes()[:4]) {
		return collector.UnpackTooManyBucketsError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["UUPSUnauthorizedCallContext"].ID.Bytes()[:4]) {
		return collector.UnpackUUPSUnauthorizedCallContextError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["UUPSUnsupportedProxiableUUID"].ID.Bytes()[:4]) {
		return collector.UnpackUUPSUnsupportedProxiableUUIDError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["UpgradesRenounced"].ID.Bytes()[:4]) {
		return collector.UnpackUpgradesRenouncedError(raw[4:])
	}
	if bytes.Equal(raw[:4], collector.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return collector.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// CollectorAddressEmptyCode represents a AddressEmptyCode error raised by the Collector contract.
type CollectorAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func CollectorAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (collector *Collector) UnpackAddressEmptyCodeError(raw []byte) (*CollectorAddressEmptyCode, error) {
	out := new(CollectorAddressEmptyCode)
	if err := collector.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorBadBucket represents a BadBucket error raised by the Collector contract.
type CollectorBadBucket struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBucket(uint256 index)
func CollectorBadBucketErrorID() common.Hash {
	return common.HexToHash("0x7eeb7a0037f44300f667f9d5924418a971aa3665ae938d1fc1c6dc4eba5aad2e")
}

// UnpackBadBucketError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBucket(uint256 index)
func (collector *Collector) UnpackBadBucketError(raw []byte) (*CollectorBadBucket, error) {
	out := new(CollectorBadBucket)
	if err := collector.abi.UnpackIntoInterface(out, "BadBucket", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorERC1967InvalidImplementation represents a ERC1967InvalidImplementation error raised by the Collector contract.
type CollectorERC1967InvalidImplementation struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func CollectorERC1967InvalidImplementationErrorID() common.Hash {
	return common.HexToHash("0x4c9c8ce3ceb3130f17f7cdba48d89b5b0129f266a8bac114e6e315a41879b617")
}

// UnpackERC1967InvalidImplementationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func (collector *Collector) UnpackERC1967InvalidImplementationError(raw []byte) (*CollectorERC1967InvalidImplementation, error) {
	out := new(CollectorERC1967InvalidImplementation)
	if err := collector.abi.UnpackIntoInterface(out, "ERC1967InvalidImplementation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorERC1967NonPayable represents a ERC1967NonPayable error raised by the Collector contract.
type CollectorERC1967NonPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967NonPayable()
func CollectorERC1967NonPayableErrorID() common.Hash {
	return common.HexToHash("0xb398979fa84f543c8e222f17890372c487baf85e062276c127fef521eea7224b")
}

// UnpackERC1967NonPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967NonPayable()
func (collector *Collector) UnpackERC1967NonPayableError(raw []byte) (*CollectorERC1967NonPayable, error) {
	out := new(CollectorERC1967NonPayable)
	if err := collector.abi.UnpackIntoInterface(out, "ERC1967NonPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorFailedCall represents a FailedCall error raised by the Collector contract.
type CollectorFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func CollectorFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (collector *Collector) UnpackFailedCallError(raw []byte) (*CollectorFailedCall, error) {
	out := new(CollectorFailedCall)
	if err := collector.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorInsufficientGas represents a InsufficientGas error raised by the Collector contract.
type CollectorInsufficientGas struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGas()
func CollectorInsufficientGasErrorID() common.Hash {
	return common.HexToHash("0x1c26714c035362f785e44b6773a87881da86705e5698c55bb550907617bb1353")
}

// UnpackInsufficientGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGas()
func (collector *Collector) UnpackInsufficientGasError(raw []byte) (*CollectorInsufficientGas, error) {
	out := new(CollectorInsufficientGas)
	if err := collector.abi.UnpackIntoInterface(out, "InsufficientGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorInvalidInitialization represents a InvalidInitialization error raised by the Collector contract.
type CollectorInvalidInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInitialization()
func CollectorInvalidInitializationErrorID() common.Hash {
	return common.HexToHash("0xf92ee8a957075833165f68c320933b1a1294aafc84ee6e0dd3fb178008f9aaf5")
}

// UnpackInvalidInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInitialization()
func (collector *Collector) UnpackInvalidInitializationError(raw []byte) (*CollectorInvalidInitialization, error) {
	out := new(CollectorInvalidInitialization)
	if err := collector.abi.UnpackIntoInterface(out, "InvalidInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorLengthMismatch represents a LengthMismatch error raised by the Collector contract.
type CollectorLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func CollectorLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (collector *Collector) UnpackLengthMismatchError(raw []byte) (*CollectorLengthMismatch, error) {
	out := new(CollectorLengthMismatch)
	if err := collector.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorNoWeight represents a NoWeight error raised by the Collector contract.
type CollectorNoWeight struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoWeight()
func CollectorNoWeightErrorID() common.Hash {
	return common.HexToHash("0x440231051ee75891ea3473d418b4ca1d63e9633b28928f7b48de517133b00188")
}

// UnpackNoWeightError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoWeight()
func (collector *Collector) UnpackNoWeightError(raw []byte) (*CollectorNoWeight, error) {
	out := new(CollectorNoWeight)
	if err := collector.abi.UnpackIntoInterface(out, "NoWeight", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorNotInitializing represents a NotInitializing error raised by the Collector contract.
type CollectorNotInitializing struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInitializing()
func CollectorNotInitializingErrorID() common.Hash {
	return common.HexToHash("0xd7e6bcf8597daa127dc9f0048d2f08d5ef140a2cb659feabd700beff1f7a8302")
}

// UnpackNotInitializingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInitializing()
func (collector *Collector) UnpackNotInitializingError(raw []byte) (*CollectorNotInitializing, error) {
	out := new(CollectorNotInitializing)
	if err := collector.abi.UnpackIntoInterface(out, "NotInitializing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorNothingHeld represents a NothingHeld error raised by the Collector contract.
type CollectorNothingHeld struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingHeld()
func CollectorNothingHeldErrorID() common.Hash {
	return common.HexToHash("0x7a17debd2c36c193cd0208d817b55deaf9fb84cf768f08904d5289e8ae749fb6")
}

// UnpackNothingHeldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingHeld()
func (collector *Collector) UnpackNothingHeldError(raw []byte) (*CollectorNothingHeld, error) {
	out := new(CollectorNothingHeld)
	if err := collector.abi.UnpackIntoInterface(out, "NothingHeld", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorOnlySelf represents a OnlySelf error raised by the Collector contract.
type CollectorOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySelf()
func CollectorOnlySelfErrorID() common.Hash {
	return common.HexToHash("0x14d4a4e8a5140da60b7a280478fb427da973ca582a83cf5dbad8c5f2abee9ba4")
}

// UnpackOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySelf()
func (collector *Collector) UnpackOnlySelfError(raw []byte) (*CollectorOnlySelf, error) {
	out := new(CollectorOnlySelf)
	if err := collector.abi.UnpackIntoInterface(out, "OnlySelf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Collector contract.
type CollectorOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func CollectorOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (collector *Collector) UnpackOwnableInvalidOwnerError(raw []byte) (*CollectorOwnableInvalidOwner, error) {
	out := new(CollectorOwnableInvalidOwner)
	if err := collector.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Collector contract.
type CollectorOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func CollectorOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (collector *Collector) UnpackOwnableUnauthorizedAccountError(raw []byte) (*CollectorOwnableUnauthorizedAccount, error) {
	out := new(CollectorOwnableUnauthorizedAccount)
	if err := collector.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the Collector contract.
type CollectorReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func CollectorReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (collector *Collector) UnpackReentrancyGuardReentrantCallError(raw []byte) (*CollectorReentrancyGuardReentrantCall, error) {
	out := new(CollectorReentrancyGuardReentrantCall)
	if err := collector.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Collector contract.
type CollectorSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func CollectorSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (collector *Collector) UnpackSafeERC20FailedOperationError(raw []byte) (*CollectorSafeERC20FailedOperation, error) {
	out := new(CollectorSafeERC20FailedOperation)
	if err := collector.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorTooManyBuckets represents a TooManyBuckets error raised by the Collector contract.
type CollectorTooManyBuckets struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyBuckets()
func CollectorTooManyBucketsErrorID() common.Hash {
	return common.HexToHash("0x54a46cce33079643426bc5e3f8246990c8a8b7c0249fd2881036cdaf908dd63f")
}

// UnpackTooManyBucketsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyBuckets()
func (collector *Collector) UnpackTooManyBucketsError(raw []byte) (*CollectorTooManyBuckets, error) {
	out := new(CollectorTooManyBuckets)
	if err := collector.abi.UnpackIntoInterface(out, "TooManyBuckets", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorUUPSUnauthorizedCallContext represents a UUPSUnauthorizedCallContext error raised by the Collector contract.
type CollectorUUPSUnauthorizedCallContext struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnauthorizedCallContext()
func CollectorUUPSUnauthorizedCallContextErrorID() common.Hash {
	return common.HexToHash("0xe07c8dba242a06571ac65fe4bbe20522c9fb111cb33599b799ff8039c1ed18f4")
}

// UnpackUUPSUnauthorizedCallContextError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnauthorizedCallContext()
func (collector *Collector) UnpackUUPSUnauthorizedCallContextError(raw []byte) (*CollectorUUPSUnauthorizedCallContext, error) {
	out := new(CollectorUUPSUnauthorizedCallContext)
	if err := collector.abi.UnpackIntoInterface(out, "UUPSUnauthorizedCallContext", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorUUPSUnsupportedProxiableUUID represents a UUPSUnsupportedProxiableUUID error raised by the Collector contract.
type CollectorUUPSUnsupportedProxiableUUID struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func CollectorUUPSUnsupportedProxiableUUIDErrorID() common.Hash {
	return common.HexToHash("0xaa1d49a4c084bfa9aeeee2a0be65267a7f19ba7e1476b114dac513d2c14cb563")
}

// UnpackUUPSUnsupportedProxiableUUIDError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func (collector *Collector) UnpackUUPSUnsupportedProxiableUUIDError(raw []byte) (*CollectorUUPSUnsupportedProxiableUUID, error) {
	out := new(CollectorUUPSUnsupportedProxiableUUID)
	if err := collector.abi.UnpackIntoInterface(out, "UUPSUnsupportedProxiableUUID", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorUpgradesRenounced represents a UpgradesRenounced error raised by the Collector contract.
type CollectorUpgradesRenounced struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UpgradesRenounced()
func CollectorUpgradesRenouncedErrorID() common.Hash {
	return common.HexToHash("0x52d7b291eab5f9f987536ea8ebf1b78148005b334a37361247dcc5c0bafbcaba")
}

// UnpackUpgradesRenouncedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UpgradesRenounced()
func (collector *Collector) UnpackUpgradesRenouncedError(raw []byte) (*CollectorUpgradesRenounced, error) {
	out := new(CollectorUpgradesRenounced)
	if err := collector.abi.UnpackIntoInterface(out, "UpgradesRenounced", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CollectorZeroAddress represents a ZeroAddress error raised by the Collector contract.
type CollectorZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func CollectorZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (collector *Collector) UnpackZeroAddressError(raw []byte) (*CollectorZeroAddress, error) {
	out := new(CollectorZeroAddress)
	if err := collector.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryMetaData contains all meta data concerning the CreatorFeeRegistry contract.
var CreatorFeeRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"AlreadyRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"FeeTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousCreator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newCreator\",\"type\":\"address\"}],\"name\":\"CreatorUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"disabled\",\"type\":\"bool\"}],\"name\":\"DisabledSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"FeeBpsUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"registrar\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"RegistrarSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registrar\",\"type\":\"address\"}],\"name\":\"TokenRegistered\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_CREATOR_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"creatorFee\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"creatorOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"entryOf\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"disabled\",\"type\":\"bool\"}],\"internalType\":\"structICreatorFeeRegistry.Entry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isRegistrar\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"newCreator\",\"type\":\"address\"}],\"name\":\"setCreator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"disabled\",\"type\":\"bool\"}],\"name\":\"setDisabled\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"setFeeBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registrar\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setRegistrar\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "6d5141c567bb6b08ac7812e850b9bbdeb3",
	Bin: "0x6080604052348015600e575f5ffd5b50604051610a7f380380610a7f833981016040819052602b9160b4565b806001600160a01b038116605857604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b605f816065565b505060df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6020828403121560c3575f5ffd5b81516001600160a01b038116811460d8575f5ffd5b9392505050565b610993806100ec5f395ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c8063a844a13411610088578063d5db72eb11610063578063d5db72eb14610239578063dea5c2e01461026b578063f2fde38b14610296578063f41440d9146102a9575f5ffd5b8063a844a134146101fd578063acd22d3a14610213578063c1bf1dcf14610226575f5ffd5b8063330ca620146100cf57806358bb388a146100e45780635aec50ab1461018c578063715018a61461019f5780638da5cb5b146101a7578063986bb433146101cb575b5f5ffd5b6100e26100dd36600461089a565b6102bc565b005b6101566100f23660046108d3565b60408051606080820183525f80835260208084018290529284018190526001600160a01b0394851681526001835283902083519182018452549384168152600160a01b840461ffff1691810191909152600160b01b90920460ff1615159082015290565b6040805182516001600160a01b0316815260208084015161ffff1690820152918101511515908201526060015b60405180910390f35b6100e261019a3660046108f3565b61032d565b6100e26104e8565b5f546001600160a01b03165b6040516001600160a01b039091168152602001610183565b6101de6101d93660046108d3565b6104fb565b604080516001600160a01b039093168352602083019190915201610183565b610205603281565b604051908152602001610183565b6100e261022136600461092d565b610581565b6100e261023436600461089a565b610612565b61025b6102473660046108d3565b60026020525f908152604090205460ff1681565b6040519015158152602001610183565b6101b36102793660046108d3565b6001600160a01b039081165f908152600160205260409020541690565b6100e26102a43660046108d3565b610698565b6100e26102b7366004610955565b6106d5565b6102c46107bf565b806102ce836107eb565b8054911515600160b01b0260ff60b01b1990921691909117905560405181151581526001600160a01b038316907fcb643f4480070cc846b49dbb4af6ab00c927a167a516fd9d7a5d3ae15589f7a8906020015b60405180910390a25050565b5f546001600160a01b031633148015906103565750335f9081526002602052604090205460ff16155b15610373576040516282b42960e81b815260040160405180910390fd5b6001600160a01b038316158061039057506001600160a01b038216155b156103ae5760405163d92e233d60e01b815260040160405180910390fd5b60328111156103d8576040516303dc98a160e51b8152600481018290526024015b60405180910390fd5b6001600160a01b038381165f90815260016020526040902054161561041b576040516345ed80e960e01b81526001600160a01b03841660048201526024016103cf565b604080516060810182526001600160a01b0380851680835261ffff80861660208086019182525f8688018181528b871680835260019093529088902096518754935191511515600160b01b0260ff60b01b1992909516600160a01b026001600160b01b031990941696169590951791909117939093161790925591519091907f9d6e7c0308fb45d8f67abe3de1d64baa3ae5e4633a71f653ce8cc83839c30eec906104db90859033909182526001600160a01b0316602082015260400190565b60405180910390a3505050565b6104f06107bf565b6104f95f610835565b565b6001600160a01b038181165f90815260016020908152604080832081516060810183529054948516808252600160a01b860461ffff1693820193909352600160b01b90940460ff1615159084015290918291158061055a575080604001515b1561056a57505f93849350915050565b8051602090910151909461ffff9091169350915050565b6105896107bf565b60328111156105ae576040516303dc98a160e51b8152600481018290526024016103cf565b806105b8836107eb565b805461ffff92909216600160a01b0261ffff60a01b199092169190911790556040518181526001600160a01b038316907f1e1323bd65243417c669af02b916035e9866d0ff4aae05234636f9826dd7d94990602001610321565b61061a6107bf565b6001600160a01b0382166106415760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260026020908152604091829020805460ff191685151590811790915591519182527fb5e93f625be9cf4b25a2f505df040e38bd35ed584b62730dd64b7eaf145e8c6e9101610321565b6106a06107bf565b6001600160a01b0381166106c957604051631e4fbdf760e01b81525f60048201526024016103cf565b6106d281610835565b50565b5f6106df836107eb565b90506106f25f546001600160a01b031690565b6001600160a01b0316336001600160a01b03161415801561071d575080546001600160a01b03163314155b1561073a576040516282b42960e81b815260040160405180910390fd5b6001600160a01b0382166107615760405163d92e233d60e01b815260040160405180910390fd5b80546040516001600160a01b0380851692811691908616907f23c7bf40a4385714a78a5764985a90d92d38dbfa4f640a1532e1821a103b1816905f90a480546001600160a01b0319166001600160a01b039290921691909117905550565b5f546001600160a01b031633146104f95760405163118cdaa760e01b81523360048201526024016103cf565b6001600160a01b038082165f90815260016020526040902080549091166108305760405163bfc6c33760e01b81526001600160a01b03831660048201526024016103cf565b919050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80356001600160a01b0381168114610830575f5ffd5b5f5f604083850312156108ab575f5ffd5b6108b483610884565b9150602083013580151581146108c8575f5ffd5b809150509250929050565b5f602082840312156108e3575f5ffd5b6108ec82610884565b9392505050565b5f5f5f60608486031215610905575f5ffd5b61090e84610884565b925061091c60208501610884565b929592945050506040919091013590565b5f5f6040838503121561093e575f5ffd5b61094783610884565b946020939093013593505050565b5f5f60408385031215610966575f5ffd5b61096f83610884565b915061097d60208401610884565b9050925092905056fea164736f6c6343000825000a",
}

// CreatorFeeRegistry is an auto generated Go binding around an Ethereum contract.
type CreatorFeeRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *CreatorFeeRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewCreatorFeeRegistry creates a new instance of CreatorFeeRegistry.
func NewCreatorFeeRegistry() *CreatorFeeRegistry {
	parsed, err := CreatorFeeRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &CreatorFeeRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *CreatorFeeRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackConstructor(owner_ common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXCREATORFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa844a134.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CREATOR_FEE_BPS() view returns(uint256)
func (creatorFeeRegistry *CreatorFeeRegistry) PackMAXCREATORFEEBPS() []byte {
	enc, err := creatorFeeRegistry.abi.Pack("MAX_CREATOR_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCREATORFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa844a134.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CREATOR_FEE_BPS() view returns(uint256)
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackMAXCREATORFEEBPS() ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("MAX_CREATOR_FEE_BPS")
}

// UnpackMAXCREATORFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa844a134.
//
// Solidity: function MAX_CREATOR_FEE_BPS() view returns(uint256)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackMAXCREATORFEEBPS(data []byte) (*big.Int, error) {
	out, err := creatorFeeRegistry.abi.Unpack("MAX_CREATOR_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreatorFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x986bb433.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creatorFee(address token) view returns(address creator, uint256 feeBps)
func (creatorFeeRegistry *CreatorFeeRegistry) PackCreatorFee(token common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("creatorFee", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreatorFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x986bb433.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creatorFee(address token) view returns(address creator, uint256 feeBps)
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackCreatorFee(token common.Address) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("creatorFee", token)
}

// CreatorFeeOutput serves as a container for the return parameters of contract
// method CreatorFee.
type CreatorFeeOutput struct {
	Creator common.Address
	FeeBps  *big.Int
}

// UnpackCreatorFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x986bb433.
//
// Solidity: function creatorFee(address token) view returns(address creator, uint256 feeBps)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackCreatorFee(data []byte) (CreatorFeeOutput, error) {
	out, err := creatorFeeRegistry.abi.Unpack("creatorFee", data)
	outstruct := new(CreatorFeeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Creator = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.FeeBps = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackCreatorOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdea5c2e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creatorOf(address token) view returns(address)
func (creatorFeeRegistry *CreatorFeeRegistry) PackCreatorOf(token common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("creatorOf", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreatorOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdea5c2e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creatorOf(address token) view returns(address)
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackCreatorOf(token common.Address) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("creatorOf", token)
}

// UnpackCreatorOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdea5c2e0.
//
// Solidity: function creatorOf(address token) view returns(address)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackCreatorOf(data []byte) (common.Address, error) {
	out, err := creatorFeeRegistry.abi.Unpack("creatorOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEntryOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58bb388a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryOf(address token) view returns((address,uint16,bool))
func (creatorFeeRegistry *CreatorFeeRegistry) PackEntryOf(token common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("entryOf", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58bb388a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryOf(address token) view returns((address,uint16,bool))
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackEntryOf(token common.Address) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("entryOf", token)
}

// UnpackEntryOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x58bb388a.
//
// Solidity: function entryOf(address token) view returns((address,uint16,bool))
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackEntryOf(data []byte) (ICreatorFeeRegistryEntry, error) {
	out, err := creatorFeeRegistry.abi.Unpack("entryOf", data)
	if err != nil {
		return *new(ICreatorFeeRegistryEntry), err
	}
	out0 := *abi.ConvertType(out[0], new(ICreatorFeeRegistryEntry)).(*ICreatorFeeRegistryEntry)
	return out0, nil
}

// PackIsRegistrar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5db72eb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRegistrar(address account) view returns(bool)
func (creatorFeeRegistry *CreatorFeeRegistry) PackIsRegistrar(account common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("isRegistrar", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRegistrar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5db72eb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRegistrar(address account) view returns(bool)
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackIsRegistrar(account common.Address) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("isRegistrar", account)
}

// UnpackIsRegistrar is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5db72eb.
//
// Solidity: function isRegistrar(address account) view returns(bool)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackIsRegistrar(data []byte) (bool, error) {
	out, err := creatorFeeRegistry.abi.Unpack("isRegistrar", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (creatorFeeRegistry *CreatorFeeRegistry) PackOwner() []byte {
	enc, err := creatorFeeRegistry.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackOwner() ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := creatorFeeRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aec50ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(address token, address creator, uint256 feeBps) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackRegister(token common.Address, creator common.Address, feeBps *big.Int) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("register", token, creator, feeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5aec50ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(address token, address creator, uint256 feeBps) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackRegister(token common.Address, creator common.Address, feeBps *big.Int) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("register", token, creator, feeBps)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackRenounceOwnership() []byte {
	enc, err := creatorFeeRegistry.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackRenounceOwnership() ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("renounceOwnership")
}

// PackSetCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf41440d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCreator(address token, address newCreator) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackSetCreator(token common.Address, newCreator common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("setCreator", token, newCreator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf41440d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCreator(address token, address newCreator) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackSetCreator(token common.Address, newCreator common.Address) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("setCreator", token, newCreator)
}

// PackSetDisabled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x330ca620.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDisabled(address token, bool disabled) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackSetDisabled(token common.Address, disabled bool) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("setDisabled", token, disabled)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDisabled is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x330ca620.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDisabled(address token, bool disabled) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackSetDisabled(token common.Address, disabled bool) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("setDisabled", token, disabled)
}

// PackSetFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacd22d3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFeeBps(address token, uint256 feeBps) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackSetFeeBps(token common.Address, feeBps *big.Int) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("setFeeBps", token, feeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacd22d3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFeeBps(address token, uint256 feeBps) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackSetFeeBps(token common.Address, feeBps *big.Int) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("setFeeBps", token, feeBps)
}

// PackSetRegistrar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1bf1dcf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRegistrar(address registrar, bool allowed) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackSetRegistrar(registrar common.Address, allowed bool) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("setRegistrar", registrar, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRegistrar is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1bf1dcf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRegistrar(address registrar, bool allowed) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackSetRegistrar(registrar common.Address, allowed bool) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("setRegistrar", registrar, allowed)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := creatorFeeRegistry.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (creatorFeeRegistry *CreatorFeeRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return creatorFeeRegistry.abi.Pack("transferOwnership", newOwner)
}

// CreatorFeeRegistryCreatorUpdated represents a CreatorUpdated event raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryCreatorUpdated struct {
	Token           common.Address
	PreviousCreator common.Address
	NewCreator      common.Address
	Raw             *types.Log // Blockchain specific contextual infos
}

const CreatorFeeRegistryCreatorUpdatedEventName = "CreatorUpdated"

// ContractEventName returns the user-defined event name.
func (CreatorFeeRegistryCreatorUpdated) ContractEventName() string {
	return CreatorFeeRegistryCreatorUpdatedEventName
}

// UnpackCreatorUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreatorUpdated(address indexed token, address indexed previousCreator, address indexed newCreator)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackCreatorUpdatedEvent(log *types.Log) (*CreatorFeeRegistryCreatorUpdated, error) {
	event := "CreatorUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeRegistryCreatorUpdated)
	if len(log.Data) > 0 {
		if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeRegistryDisabledSet represents a DisabledSet event raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryDisabledSet struct {
	Token    common.Address
	Disabled bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const CreatorFeeRegistryDisabledSetEventName = "DisabledSet"

// ContractEventName returns the user-defined event name.
func (CreatorFeeRegistryDisabledSet) ContractEventName() string {
	return CreatorFeeRegistryDisabledSetEventName
}

// UnpackDisabledSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisabledSet(address indexed token, bool disabled)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackDisabledSetEvent(log *types.Log) (*CreatorFeeRegistryDisabledSet, error) {
	event := "DisabledSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeRegistryDisabledSet)
	if len(log.Data) > 0 {
		if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeRegistryFeeBpsUpdated represents a FeeBpsUpdated event raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryFeeBpsUpdated struct {
	Token  common.Address
	FeeBps *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const CreatorFeeRegistryFeeBpsUpdatedEventName = "FeeBpsUpdated"

// ContractEventName returns the user-defined event name.
func (CreatorFeeRegistryFeeBpsUpdated) ContractEventName() string {
	return CreatorFeeRegistryFeeBpsUpdatedEventName
}

// UnpackFeeBpsUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeeBpsUpdated(address indexed token, uint256 feeBps)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackFeeBpsUpdatedEvent(log *types.Log) (*CreatorFeeRegistryFeeBpsUpdated, error) {
	event := "FeeBpsUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeRegistryFeeBpsUpdated)
	if len(log.Data) > 0 {
		if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const CreatorFeeRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (CreatorFeeRegistryOwnershipTransferred) ContractEventName() string {
	return CreatorFeeRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*CreatorFeeRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeRegistryRegistrarSet represents a RegistrarSet event raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryRegistrarSet struct {
	Registrar common.Address
	Allowed   bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const CreatorFeeRegistryRegistrarSetEventName = "RegistrarSet"

// ContractEventName returns the user-defined event name.
func (CreatorFeeRegistryRegistrarSet) ContractEventName() string {
	return CreatorFeeRegistryRegistrarSetEventName
}

// UnpackRegistrarSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RegistrarSet(address indexed registrar, bool allowed)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackRegistrarSetEvent(log *types.Log) (*CreatorFeeRegistryRegistrarSet, error) {
	event := "RegistrarSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeRegistryRegistrarSet)
	if len(log.Data) > 0 {
		if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeRegistryTokenRegistered represents a TokenRegistered event raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryTokenRegistered struct {
	Token     common.Address
	Creator   common.Address
	FeeBps    *big.Int
	Registrar common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const CreatorFeeRegistryTokenRegisteredEventName = "TokenRegistered"

// ContractEventName returns the user-defined event name.
func (CreatorFeeRegistryTokenRegistered) ContractEventName() string {
	return CreatorFeeRegistryTokenRegisteredEventName
}

// UnpackTokenRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenRegistered(address indexed token, address indexed creator, uint256 feeBps, address registrar)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackTokenRegisteredEvent(log *types.Log) (*CreatorFeeRegistryTokenRegistered, error) {
	event := "TokenRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeRegistryTokenRegistered)
	if len(log.Data) > 0 {
		if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["AlreadyRegistered"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["FeeTooHigh"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackFeeTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return creatorFeeRegistry.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// CreatorFeeRegistryAlreadyRegistered represents a AlreadyRegistered error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryAlreadyRegistered struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRegistered(address token)
func CreatorFeeRegistryAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x45ed80e9399c87887ea54f615514a1e3dde31e9b6c027ddceb4ffd503b70e428")
}

// UnpackAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRegistered(address token)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackAlreadyRegisteredError(raw []byte) (*CreatorFeeRegistryAlreadyRegistered, error) {
	out := new(CreatorFeeRegistryAlreadyRegistered)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "AlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryFeeTooHigh represents a FeeTooHigh error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryFeeTooHigh struct {
	FeeBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeTooHigh(uint256 feeBps)
func CreatorFeeRegistryFeeTooHighErrorID() common.Hash {
	return common.HexToHash("0x7b9314203a3b3ff62160a372518d07bc82a41321a06443b2fb210b880301fa53")
}

// UnpackFeeTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeTooHigh(uint256 feeBps)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackFeeTooHighError(raw []byte) (*CreatorFeeRegistryFeeTooHigh, error) {
	out := new(CreatorFeeRegistryFeeTooHigh)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "FeeTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryNotRegistered represents a NotRegistered error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryNotRegistered struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistered(address token)
func CreatorFeeRegistryNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0xbfc6c337a80b7b8201f77f0a2a54c6e5f7c6fd9124a749804a482fa16ee8a895")
}

// UnpackNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistered(address token)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackNotRegisteredError(raw []byte) (*CreatorFeeRegistryNotRegistered, error) {
	out := new(CreatorFeeRegistryNotRegistered)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "NotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func CreatorFeeRegistryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackOwnableInvalidOwnerError(raw []byte) (*CreatorFeeRegistryOwnableInvalidOwner, error) {
	out := new(CreatorFeeRegistryOwnableInvalidOwner)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func CreatorFeeRegistryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackOwnableUnauthorizedAccountError(raw []byte) (*CreatorFeeRegistryOwnableUnauthorizedAccount, error) {
	out := new(CreatorFeeRegistryOwnableUnauthorizedAccount)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryUnauthorized represents a Unauthorized error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func CreatorFeeRegistryUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackUnauthorizedError(raw []byte) (*CreatorFeeRegistryUnauthorized, error) {
	out := new(CreatorFeeRegistryUnauthorized)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeRegistryZeroAddress represents a ZeroAddress error raised by the CreatorFeeRegistry contract.
type CreatorFeeRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func CreatorFeeRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (creatorFeeRegistry *CreatorFeeRegistry) UnpackZeroAddressError(raw []byte) (*CreatorFeeRegistryZeroAddress, error) {
	out := new(CreatorFeeRegistryZeroAddress)
	if err := creatorFeeRegistry.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultMetaData contains all meta data concerning the CreatorFeeVault contract.
var CreatorFeeVaultMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registry_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"NotCreator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotDepositor\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"UnknownToken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Accrued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"depositor\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"DepositorSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"SurplusSwept\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"accrue\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"}],\"name\":\"accrued\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"}],\"name\":\"claim\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"}],\"name\":\"claimable\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"}],\"name\":\"claimed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isDepositor\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractICreatorFeeRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"depositor\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setDepositor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"sweepSurplus\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "751347f6146d2ede08d8607c3eac7b25b1",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610cf3380380610cf383398101604081905261002e91610109565b816001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100658161009f565b506001600160a01b03811661008d5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03166080525061013a565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610104575f5ffd5b919050565b5f5f6040838503121561011a575f5ffd5b610123836100ee565b9150610131602084016100ee565b90509250929050565b608051610b936101605f395f81816101860152818161039a01526106a20152610b935ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c80637b10399911610088578063df18e04711610063578063df18e047146101e3578063f2fde38b14610202578063f42a765f14610215578063fad17eb614610228575f5ffd5b80637b103999146101815780638da5cb5b146101c0578063d4570c1c146101d0575f5ffd5b80630c9cbf0e146100cf5780631c47165f1461010c57806321c0b3421461011f5780632f70d1ba146101325780636f860d7414610164578063715018a614610179575b5f5ffd5b6100f96100dd366004610a5a565b600360209081525f928352604080842090915290825290205481565b6040519081526020015b60405180910390f35b6100f961011a366004610a5a565b610252565b6100f961012d366004610a5a565b610370565b610154610140366004610a91565b60016020525f908152604090205460ff1681565b6040519015158152602001610103565b610177610172366004610aac565b610523565b005b6101776105b0565b6101a87f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610103565b5f546001600160a01b03166101a8565b6100f96101de366004610a5a565b6105c3565b6100f96101f1366004610a91565b60046020525f908152604090205481565b610177610210366004610a91565b610610565b610177610223366004610adc565b610652565b6100f9610236366004610a5a565b600260209081525f928352604080842090915290825290205481565b5f61025b610889565b6001600160a01b0382166102825760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0383165f818152600460208190526040918290205491516370a0823160e01b815230918101919091529091906370a0823190602401602060405180830381865afa1580156102d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102fd9190610b1a565b6103079190610b45565b905061031d6001600160a01b03841683836108b5565b816001600160a01b0316836001600160a01b03167f6319ea121ef5acd1147efaa037d748da34afa9e8109c30aac0ee83af72dd1ef18360405161036291815260200190565b60405180910390a392915050565b5f6103796108ef565b6040516306f52e1760e51b81526001600160a01b0384811660048301525f917f00000000000000000000000000000000000000000000000000000000000000009091169063dea5c2e090602401602060405180830381865afa1580156103e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104059190610b58565b9050336001600160a01b03821614610430576040516393687c0b60e01b815260040160405180910390fd5b61043a84846105c3565b9150815f0361044c575f915050610515565b6001600160a01b038085165f90815260036020908152604080832093871683529290529081208054849290610482908490610b73565b90915550506001600160a01b0383165f90815260046020526040812080548492906104ae908490610b45565b909155506104c890506001600160a01b03841682846108b5565b604080516001600160a01b0385811682526020820185905280841692908716917f913c992353dc81b7a8ba31496c484e9b6306bd2f6c509a649a38fdf5e1c953b2910160405180910390a3505b61051d610924565b92915050565b61052b610889565b6001600160a01b0382166105525760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260016020908152604091829020805460ff191685151590811790915591519182527f865be8529aeda3dbe4400594a1df8fda7e71d4d00db3fd373f40870053282958910160405180910390a25050565b6105b8610889565b6105c15f61094e565b565b6001600160a01b038083165f8181526003602090815260408083209486168084529482528083205493835260028252808320948352939052918220546106099190610b45565b9392505050565b610618610889565b6001600160a01b03811661064657604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61064f8161094e565b50565b335f9081526001602052604090205460ff1661068157604051633cc50b4560e01b815260040160405180910390fd5b6040516306f52e1760e51b81526001600160a01b0384811660048301525f917f00000000000000000000000000000000000000000000000000000000000000009091169063dea5c2e090602401602060405180830381865afa1580156106e9573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061070d9190610b58565b90506001600160a01b038116610741576040516340d1d8df60e11b81526001600160a01b038516600482015260240161063d565b6001600160a01b0383165f90815260046020526040812054610764908490610b73565b6040516370a0823160e01b815230600482015290915081906001600160a01b038616906370a0823190602401602060405180830381865afa1580156107ab573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107cf9190610b1a565b10156107ee57604051636af784dd60e11b815260040160405180910390fd5b6001600160a01b038085165f818152600460209081526040808320869055938916825260028152838220928252919091529081208054859290610832908490610b73565b9091555050604080516001600160a01b0386811682526020820186905280851692908816917fb23de28fd46309a2e3f817a5a3a2bb937e9d8b33f2b8cb600617186608b29d9c910160405180910390a35050505050565b5f546001600160a01b031633146105c15760405163118cdaa760e01b815233600482015260240161063d565b6108c2838383600161099d565b6108ea57604051635274afe760e01b81526001600160a01b038416600482015260240161063d565b505050565b6108f76109ff565b6105c160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90610a3f565b6105c15f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061091e565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166109f35783831516156109e7573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156105c157604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b6001600160a01b038116811461064f575f5ffd5b5f5f60408385031215610a6b575f5ffd5b8235610a7681610a46565b91506020830135610a8681610a46565b809150509250929050565b5f60208284031215610aa1575f5ffd5b813561060981610a46565b5f5f60408385031215610abd575f5ffd5b8235610ac881610a46565b915060208301358015158114610a86575f5ffd5b5f5f5f60608486031215610aee575f5ffd5b8335610af981610a46565b92506020840135610b0981610a46565b929592945050506040919091013590565b5f60208284031215610b2a575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561051d5761051d610b31565b5f60208284031215610b68575f5ffd5b815161060981610a46565b8082018082111561051d5761051d610b3156fea164736f6c6343000825000a",
}

// CreatorFeeVault is an auto generated Go binding around an Ethereum contract.
type CreatorFeeVault struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *CreatorFeeVault) GetABI() abi.ABI {
	return c.abi
}

// NewCreatorFeeVault creates a new instance of CreatorFeeVault.
func NewCreatorFeeVault() *CreatorFeeVault {
	parsed, err := CreatorFeeVaultMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &CreatorFeeVault{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *CreatorFeeVault) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, address registry_) returns()
func (creatorFeeVault *CreatorFeeVault) PackConstructor(owner_ common.Address, registry_ common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("", owner_, registry_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAccrue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf42a765f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accrue(address token, address quoteAsset, uint256 amount) returns()
func (creatorFeeVault *CreatorFeeVault) PackAccrue(token common.Address, quoteAsset common.Address, amount *big.Int) []byte {
	enc, err := creatorFeeVault.abi.Pack("accrue", token, quoteAsset, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccrue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf42a765f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accrue(address token, address quoteAsset, uint256 amount) returns()
func (creatorFeeVault *CreatorFeeVault) TryPackAccrue(token common.Address, quoteAsset common.Address, amount *big.Int) ([]byte, error) {
	return creatorFeeVault.abi.Pack("accrue", token, quoteAsset, amount)
}

// PackAccrued is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfad17eb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accrued(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) PackAccrued(token common.Address, quoteAsset common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("accrued", token, quoteAsset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccrued is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfad17eb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accrued(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) TryPackAccrued(token common.Address, quoteAsset common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("accrued", token, quoteAsset)
}

// UnpackAccrued is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfad17eb6.
//
// Solidity: function accrued(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) UnpackAccrued(data []byte) (*big.Int, error) {
	out, err := creatorFeeVault.abi.Unpack("accrued", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21c0b342.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(address token, address quoteAsset) returns(uint256 amount)
func (creatorFeeVault *CreatorFeeVault) PackClaim(token common.Address, quoteAsset common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("claim", token, quoteAsset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21c0b342.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(address token, address quoteAsset) returns(uint256 amount)
func (creatorFeeVault *CreatorFeeVault) TryPackClaim(token common.Address, quoteAsset common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("claim", token, quoteAsset)
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21c0b342.
//
// Solidity: function claim(address token, address quoteAsset) returns(uint256 amount)
func (creatorFeeVault *CreatorFeeVault) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := creatorFeeVault.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4570c1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimable(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) PackClaimable(token common.Address, quoteAsset common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("claimable", token, quoteAsset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4570c1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimable(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) TryPackClaimable(token common.Address, quoteAsset common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("claimable", token, quoteAsset)
}

// UnpackClaimable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4570c1c.
//
// Solidity: function claimable(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) UnpackClaimable(data []byte) (*big.Int, error) {
	out, err := creatorFeeVault.abi.Unpack("claimable", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c9cbf0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimed(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) PackClaimed(token common.Address, quoteAsset common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("claimed", token, quoteAsset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c9cbf0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimed(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) TryPackClaimed(token common.Address, quoteAsset common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("claimed", token, quoteAsset)
}

// UnpackClaimed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0c9cbf0e.
//
// Solidity: function claimed(address token, address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) UnpackClaimed(data []byte) (*big.Int, error) {
	out, err := creatorFeeVault.abi.Unpack("claimed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsDepositor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f70d1ba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isDepositor(address account) view returns(bool)
func (creatorFeeVault *CreatorFeeVault) PackIsDepositor(account common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("isDepositor", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsDepositor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f70d1ba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isDepositor(address account) view returns(bool)
func (creatorFeeVault *CreatorFeeVault) TryPackIsDepositor(account common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("isDepositor", account)
}

// UnpackIsDepositor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f70d1ba.
//
// Solidity: function isDepositor(address account) view returns(bool)
func (creatorFeeVault *CreatorFeeVault) UnpackIsDepositor(data []byte) (bool, error) {
	out, err := creatorFeeVault.abi.Unpack("isDepositor", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) PackOwed(quoteAsset common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("owed", quoteAsset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf18e047.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) TryPackOwed(quoteAsset common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("owed", quoteAsset)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf18e047.
//
// Solidity: function owed(address quoteAsset) view returns(uint256)
func (creatorFeeVault *CreatorFeeVault) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := creatorFeeVault.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (creatorFeeVault *CreatorFeeVault) PackOwner() []byte {
	enc, err := creatorFeeVault.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (creatorFeeVault *CreatorFeeVault) TryPackOwner() ([]byte, error) {
	return creatorFeeVault.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (creatorFeeVault *CreatorFeeVault) UnpackOwner(data []byte) (common.Address, error) {
	out, err := creatorFeeVault.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (creatorFeeVault *CreatorFeeVault) PackRegistry() []byte {
	enc, err := creatorFeeVault.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (creatorFeeVault *CreatorFeeVault) TryPackRegistry() ([]byte, error) {
	return creatorFeeVault.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (creatorFeeVault *CreatorFeeVault) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := creatorFeeVault.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (creatorFeeVault *CreatorFeeVault) PackRenounceOwnership() []byte {
	enc, err := creatorFeeVault.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (creatorFeeVault *CreatorFeeVault) TryPackRenounceOwnership() ([]byte, error) {
	return creatorFeeVault.abi.Pack("renounceOwnership")
}

// PackSetDepositor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f860d74.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDepositor(address depositor, bool allowed) returns()
func (creatorFeeVault *CreatorFeeVault) PackSetDepositor(depositor common.Address, allowed bool) []byte {
	enc, err := creatorFeeVault.abi.Pack("setDepositor", depositor, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDepositor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f860d74.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDepositor(address depositor, bool allowed) returns()
func (creatorFeeVault *CreatorFeeVault) TryPackSetDepositor(depositor common.Address, allowed bool) ([]byte, error) {
	return creatorFeeVault.abi.Pack("setDepositor", depositor, allowed)
}

// PackSweepSurplus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c47165f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweepSurplus(address quoteAsset, address to) returns(uint256 amount)
func (creatorFeeVault *CreatorFeeVault) PackSweepSurplus(quoteAsset common.Address, to common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("sweepSurplus", quoteAsset, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweepSurplus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c47165f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweepSurplus(address quoteAsset, address to) returns(uint256 amount)
func (creatorFeeVault *CreatorFeeVault) TryPackSweepSurplus(quoteAsset common.Address, to common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("sweepSurplus", quoteAsset, to)
}

// UnpackSweepSurplus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c47165f.
//
// Solidity: function sweepSurplus(address quoteAsset, address to) returns(uint256 amount)
func (creatorFeeVault *CreatorFeeVault) UnpackSweepSurplus(data []byte) (*big.Int, error) {
	out, err := creatorFeeVault.abi.Unpack("sweepSurplus", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (creatorFeeVault *CreatorFeeVault) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := creatorFeeVault.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (creatorFeeVault *CreatorFeeVault) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return creatorFeeVault.abi.Pack("transferOwnership", newOwner)
}

// CreatorFeeVaultAccrued represents a Accrued event raised by the CreatorFeeVault contract.
type CreatorFeeVaultAccrued struct {
	Token      common.Address
	Creator    common.Address
	QuoteAsset common.Address
	Amount     *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const CreatorFeeVaultAccruedEventName = "Accrued"

// ContractEventName returns the user-defined event name.
func (CreatorFeeVaultAccrued) ContractEventName() string {
	return CreatorFeeVaultAccruedEventName
}

// UnpackAccruedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Accrued(address indexed token, address indexed creator, address quoteAsset, uint256 amount)
func (creatorFeeVault *CreatorFeeVault) UnpackAccruedEvent(log *types.Log) (*CreatorFeeVaultAccrued, error) {
	event := "Accrued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeVaultAccrued)
	if len(log.Data) > 0 {
		if err := creatorFeeVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeVault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeVaultClaimed represents a Claimed event raised by the CreatorFeeVault contract.
type CreatorFeeVaultClaimed struct {
	Token      common.Address
	Creator    common.Address
	QuoteAsset common.Address
	Amount     *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const CreatorFeeVaultClaimedEventName = "Claimed"

// ContractEventName returns the user-defined event name.
func (CreatorFeeVaultClaimed) ContractEventName() string {
	return CreatorFeeVaultClaimedEventName
}

// UnpackClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimed(address indexed token, address indexed creator, address quoteAsset, uint256 amount)
func (creatorFeeVault *CreatorFeeVault) UnpackClaimedEvent(log *types.Log) (*CreatorFeeVaultClaimed, error) {
	event := "Claimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeVaultClaimed)
	if len(log.Data) > 0 {
		if err := creatorFeeVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeVault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeVaultDepositorSet represents a DepositorSet event raised by the CreatorFeeVault contract.
type CreatorFeeVaultDepositorSet struct {
	Depositor common.Address
	Allowed   bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const CreatorFeeVaultDepositorSetEventName = "DepositorSet"

// ContractEventName returns the user-defined event name.
func (CreatorFeeVaultDepositorSet) ContractEventName() string {
	return CreatorFeeVaultDepositorSetEventName
}

// UnpackDepositorSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositorSet(address indexed depositor, bool allowed)
func (creatorFeeVault *CreatorFeeVault) UnpackDepositorSetEvent(log *types.Log) (*CreatorFeeVaultDepositorSet, error) {
	event := "DepositorSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeVaultDepositorSet)
	if len(log.Data) > 0 {
		if err := creatorFeeVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeVault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeVaultOwnershipTransferred represents a OwnershipTransferred event raised by the CreatorFeeVault contract.
type CreatorFeeVaultOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const CreatorFeeVaultOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (CreatorFeeVaultOwnershipTransferred) ContractEventName() string {
	return CreatorFeeVaultOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (creatorFeeVault *CreatorFeeVault) UnpackOwnershipTransferredEvent(log *types.Log) (*CreatorFeeVaultOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeVaultOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := creatorFeeVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeVault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// CreatorFeeVaultSurplusSwept represents a SurplusSwept event raised by the CreatorFeeVault contract.
type CreatorFeeVaultSurplusSwept struct {
	QuoteAsset common.Address
	To         common.Address
	Amount     *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const CreatorFeeVaultSurplusSweptEventName = "SurplusSwept"

// ContractEventName returns the user-defined event name.
func (CreatorFeeVaultSurplusSwept) ContractEventName() string {
	return CreatorFeeVaultSurplusSweptEventName
}

// UnpackSurplusSweptEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SurplusSwept(address indexed quoteAsset, address indexed to, uint256 amount)
func (creatorFeeVault *CreatorFeeVault) UnpackSurplusSweptEvent(log *types.Log) (*CreatorFeeVaultSurplusSwept, error) {
	event := "SurplusSwept"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != creatorFeeVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CreatorFeeVaultSurplusSwept)
	if len(log.Data) > 0 {
		if err := creatorFeeVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range creatorFeeVault.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (creatorFeeVault *CreatorFeeVault) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["NotCreator"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackNotCreatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["NotDepositor"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackNotDepositorError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["NotFunded"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackNotFundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["UnknownToken"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackUnknownTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], creatorFeeVault.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return creatorFeeVault.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// CreatorFeeVaultNotCreator represents a NotCreator error raised by the CreatorFeeVault contract.
type CreatorFeeVaultNotCreator struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCreator()
func CreatorFeeVaultNotCreatorErrorID() common.Hash {
	return common.HexToHash("0x93687c0be1f4d8f5b3c5ab55b81e360246e6c249b742b9b16b45d7e97dfe5645")
}

// UnpackNotCreatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCreator()
func (creatorFeeVault *CreatorFeeVault) UnpackNotCreatorError(raw []byte) (*CreatorFeeVaultNotCreator, error) {
	out := new(CreatorFeeVaultNotCreator)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "NotCreator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultNotDepositor represents a NotDepositor error raised by the CreatorFeeVault contract.
type CreatorFeeVaultNotDepositor struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDepositor()
func CreatorFeeVaultNotDepositorErrorID() common.Hash {
	return common.HexToHash("0x3cc50b455ec82761e893d2b6d1b95ca6f80ff2ed2c5fe2c3acbca74c0895b284")
}

// UnpackNotDepositorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDepositor()
func (creatorFeeVault *CreatorFeeVault) UnpackNotDepositorError(raw []byte) (*CreatorFeeVaultNotDepositor, error) {
	out := new(CreatorFeeVaultNotDepositor)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "NotDepositor", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultNotFunded represents a NotFunded error raised by the CreatorFeeVault contract.
type CreatorFeeVaultNotFunded struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFunded()
func CreatorFeeVaultNotFundedErrorID() common.Hash {
	return common.HexToHash("0xd5ef09ba23600adfb1dfea21179026e470e879ff3f11352d78b4ab95489db294")
}

// UnpackNotFundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFunded()
func (creatorFeeVault *CreatorFeeVault) UnpackNotFundedError(raw []byte) (*CreatorFeeVaultNotFunded, error) {
	out := new(CreatorFeeVaultNotFunded)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "NotFunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the CreatorFeeVault contract.
type CreatorFeeVaultOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func CreatorFeeVaultOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (creatorFeeVault *CreatorFeeVault) UnpackOwnableInvalidOwnerError(raw []byte) (*CreatorFeeVaultOwnableInvalidOwner, error) {
	out := new(CreatorFeeVaultOwnableInvalidOwner)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the CreatorFeeVault contract.
type CreatorFeeVaultOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func CreatorFeeVaultOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (creatorFeeVault *CreatorFeeVault) UnpackOwnableUnauthorizedAccountError(raw []byte) (*CreatorFeeVaultOwnableUnauthorizedAccount, error) {
	out := new(CreatorFeeVaultOwnableUnauthorizedAccount)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the CreatorFeeVault contract.
type CreatorFeeVaultReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func CreatorFeeVaultReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (creatorFeeVault *CreatorFeeVault) UnpackReentrancyGuardReentrantCallError(raw []byte) (*CreatorFeeVaultReentrancyGuardReentrantCall, error) {
	out := new(CreatorFeeVaultReentrancyGuardReentrantCall)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the CreatorFeeVault contract.
type CreatorFeeVaultSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func CreatorFeeVaultSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (creatorFeeVault *CreatorFeeVault) UnpackSafeERC20FailedOperationError(raw []byte) (*CreatorFeeVaultSafeERC20FailedOperation, error) {
	out := new(CreatorFeeVaultSafeERC20FailedOperation)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultUnknownToken represents a UnknownToken error raised by the CreatorFeeVault contract.
type CreatorFeeVaultUnknownToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownToken(address token)
func CreatorFeeVaultUnknownTokenErrorID() common.Hash {
	return common.HexToHash("0x81a3b1be793a33711a37ddbe59cab61462924094bee93f89ee4f8da7f0005496")
}

// UnpackUnknownTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownToken(address token)
func (creatorFeeVault *CreatorFeeVault) UnpackUnknownTokenError(raw []byte) (*CreatorFeeVaultUnknownToken, error) {
	out := new(CreatorFeeVaultUnknownToken)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "UnknownToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CreatorFeeVaultZeroAddress represents a ZeroAddress error raised by the CreatorFeeVault contract.
type CreatorFeeVaultZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func CreatorFeeVaultZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (creatorFeeVault *CreatorFeeVault) UnpackZeroAddressError(raw []byte) (*CreatorFeeVaultZeroAddress, error) {
	out := new(CreatorFeeVaultZeroAddress)
	if err := creatorFeeVault.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC1271WalletMetaData contains all meta data concerning the ERC1271Wallet contract.
var ERC1271WalletMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"result\",\"type\":\"bytes\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "81b317cda9bc8f4b80bc0f616b3b4c1c60",
	Bin: "0x60a0604052348015600e575f5ffd5b506040516105ce3803806105ce833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b60805161054361008b5f395f8181608f01528181610119015261018501526105435ff3fe608060405260043610610036575f3560e01c80631626ba7e146100415780638da5cb5b1461007e578063b61d27f6146100c9575f5ffd5b3661003d57005b5f5ffd5b34801561004c575f5ffd5b5061006061005b366004610391565b6100e9565b6040516001600160e01b031990911681526020015b60405180910390f35b348015610089575f5ffd5b506100b17f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610075565b6100dc6100d736600461044e565b610178565b60405161007591906104de565b5f5f5f6100f6858561026c565b5090925090505f81600381111561010f5761010f610513565b14801561014d57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b0316145b156101645750630b135d3f60e11b91506101729050565b506001600160e01b03199150505b92915050565b6060336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146101f65760405162461bcd60e51b815260206004820152601860248201527f4552433132373157616c6c65743a204e4f545f4f574e45520000000000000000604482015260640160405180910390fd5b5f856001600160a01b0316858585604051610212929190610527565b5f6040518083038185875af1925050503d805f811461024c576040519150601f19603f3d011682016040523d82523d5f602084013e610251565b606091505b50925090508061026357815160208301fd5b50949350505050565b5f5f5f83516041036102a3576020840151604085015160608601515f1a610295888285856102b5565b9550955095505050506102ae565b505081515f91506002905b9250925092565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156102ee57505f91506003905082610373565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561033f573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661036a57505f925060019150829050610373565b92505f91508190505b9450945094915050565b634e487b7160e01b5f52604160045260245ffd5b5f5f604083850312156103a2575f5ffd5b82359150602083013567ffffffffffffffff8111156103bf575f5ffd5b8301601f810185136103cf575f5ffd5b803567ffffffffffffffff8111156103e9576103e961037d565b604051601f8201601f19908116603f0116810167ffffffffffffffff811182821017156104185761041861037d565b60405281815282820160200187101561042f575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f5f5f5f60608587031215610461575f5ffd5b84356001600160a01b0381168114610477575f5ffd5b935060208501359250604085013567ffffffffffffffff811115610499575f5ffd5b8501601f810187136104a9575f5ffd5b803567ffffffffffffffff8111156104bf575f5ffd5b8760208284010111156104d0575f5ffd5b949793965060200194505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b634e487b7160e01b5f52602160045260245ffd5b818382375f910190815291905056fea164736f6c6343000825000a",
}

// ERC1271Wallet is an auto generated Go binding around an Ethereum contract.
type ERC1271Wallet struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC1271Wallet) GetABI() abi.ABI {
	return c.abi
}

// NewERC1271Wallet creates a new instance of ERC1271Wallet.
func NewERC1271Wallet() *ERC1271Wallet {
	parsed, err := ERC1271WalletMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC1271Wallet{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC1271Wallet) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (eRC1271Wallet *ERC1271Wallet) PackConstructor(owner_ common.Address) []byte {
	enc, err := eRC1271Wallet.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address to, uint256 value, bytes data) payable returns(bytes result)
func (eRC1271Wallet *ERC1271Wallet) PackExecute(to common.Address, value *big.Int, data []byte) []byte {
	enc, err := eRC1271Wallet.abi.Pack("execute", to, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address to, uint256 value, bytes data) payable returns(bytes result)
func (eRC1271Wallet *ERC1271Wallet) TryPackExecute(to common.Address, value *big.Int, data []byte) ([]byte, error) {
	return eRC1271Wallet.abi.Pack("execute", to, value, data)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb61d27f6.
//
// Solidity: function execute(address to, uint256 value, bytes data) payable returns(bytes result)
func (eRC1271Wallet *ERC1271Wallet) UnpackExecute(data []byte) ([]byte, error) {
	out, err := eRC1271Wallet.abi.Unpack("execute", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (eRC1271Wallet *ERC1271Wallet) PackIsValidSignature(hash [32]byte, signature []byte) []byte {
	enc, err := eRC1271Wallet.abi.Pack("isValidSignature", hash, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (eRC1271Wallet *ERC1271Wallet) TryPackIsValidSignature(hash [32]byte, signature []byte) ([]byte, error) {
	return eRC1271Wallet.abi.Pack("isValidSignature", hash, signature)
}

// UnpackIsValidSignature is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1626ba7e.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (eRC1271Wallet *ERC1271Wallet) UnpackIsValidSignature(data []byte) ([4]byte, error) {
	out, err := eRC1271Wallet.abi.Unpack("isValidSignature", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (eRC1271Wallet *ERC1271Wallet) PackOwner() []byte {
	enc, err := eRC1271Wallet.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (eRC1271Wallet *ERC1271Wallet) TryPackOwner() ([]byte, error) {
	return eRC1271Wallet.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (eRC1271Wallet *ERC1271Wallet) UnpackOwner(data []byte) (common.Address, error) {
	out, err := eRC1271Wallet.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// FeeOnTransferTokenMetaData contains all meta data concerning the FeeOnTransferToken contract.
var FeeOnTransferTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "dd69db7fc02b71e5852658c29b1f495a95",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610da5380380610da583398101604081905261002e916101d9565b818484600361003d8382610305565b50600461004a8282610305565b5050506001600160a01b03811661007b57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b610084816100eb565b506127108161ffff1611156100db5760405162461bcd60e51b815260206004820181905260248201527f4665654f6e5472616e73666572546f6b656e3a204645455f544f4f5f484947486044820152606401610072565b61ffff16608052506103c3915050565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f83011261015f575f5ffd5b81516001600160401b038111156101785761017861013c565b604051601f8201601f19908116603f011681016001600160401b03811182821017156101a6576101a661013c565b6040528181528382016020018510156101bd575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f5f608085870312156101ec575f5ffd5b84516001600160401b03811115610201575f5ffd5b61020d87828801610150565b602087015190955090506001600160401b0381111561022a575f5ffd5b61023687828801610150565b604087015190945090506001600160a01b0381168114610254575f5ffd5b606086015190925061ffff8116811461026b575f5ffd5b939692955090935050565b600181811c9082168061028a57607f821691505b6020821081036102a857634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610300578282111561030057805f5260205f20601f840160051c60208510156102d957505f5b90810190601f840160051c035f5b818110156102fc575f838201556001016102e7565b5050505b505050565b81516001600160401b0381111561031e5761031e61013c565b6103328161032c8454610276565b846102ae565b6020601f821160018114610364575f831561034d5750848201515b5f19600385901b1c1916600184901b1784556103bc565b5f84815260208120601f198516915b828110156103935787850151825560209485019460019092019101610373565b50848210156103b057868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b6080516109bc6103e95f395f81816101540152818161064c015261068001526109bc5ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c806370a082311161008857806395d89b411161006357806395d89b41146101f8578063a9059cbb14610200578063dd62ed3e14610213578063f2fde38b1461024b575f5ffd5b806370a08231146101ad578063715018a6146101d55780638da5cb5b146101dd575f5ffd5b806323b872dd116100c357806323b872dd1461013c57806324a9d8531461014f578063313ce5671461018957806340c10f1914610198575f5ffd5b806306fdde03146100e9578063095ea7b31461010757806318160ddd1461012a575b5f5ffd5b6100f161025e565b6040516100fe9190610804565b60405180910390f35b61011a610115366004610854565b6102ee565b60405190151581526020016100fe565b6002545b6040519081526020016100fe565b61011a61014a36600461087c565b610307565b6101767f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff90911681526020016100fe565b604051601281526020016100fe565b6101ab6101a6366004610854565b61032a565b005b61012e6101bb3660046108b6565b6001600160a01b03165f9081526020819052604090205490565b6101ab610340565b6005546040516001600160a01b0390911681526020016100fe565b6100f1610353565b61011a61020e366004610854565b610362565b61012e6102213660046108d6565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6101ab6102593660046108b6565b61036f565b60606003805461026d90610907565b80601f016020809104026020016040519081016040528092919081815260200182805461029990610907565b80156102e45780601f106102bb576101008083540402835291602001916102e4565b820191905f5260205f20905b8154815290600101906020018083116102c757829003601f168201915b5050505050905090565b5f336102fb8185856103b1565b60019150505b92915050565b5f336103148582856103c3565b61031f85858561043f565b506001949350505050565b61033261049c565b61033c82826104c9565b5050565b61034861049c565b6103515f6104fd565b565b60606004805461026d90610907565b5f336102fb81858561043f565b61037761049c565b6001600160a01b0381166103a557604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6103ae816104fd565b50565b6103be838383600161054e565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610439578181101561042b57604051637dc7a0d960e11b81526001600160a01b0384166004820152602481018290526044810183905260640161039c565b61043984848484035f61054e565b50505050565b6001600160a01b03831661046857604051634b637e8f60e11b81525f600482015260240161039c565b6001600160a01b0382166104915760405163ec442f0560e01b81525f600482015260240161039c565b6103be838383610620565b6005546001600160a01b031633146103515760405163118cdaa760e01b815233600482015260240161039c565b6001600160a01b0382166104f25760405163ec442f0560e01b81525f600482015260240161039c565b61033c5f8383610620565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0384166105775760405163e602df0560e01b81525f600482015260240161039c565b6001600160a01b0383166105a057604051634a1406b160e11b81525f600482015260240161039c565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561043957826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161061291815260200190565b60405180910390a350505050565b6001600160a01b0383161580159061064057506001600160a01b03821615155b801561066f575061ffff7f00000000000000000000000000000000000000000000000000000000000000001615155b156106d7575f6127106106a661ffff7f00000000000000000000000000000000000000000000000000000000000000001684610953565b6106b0919061096a565b905080156106c3576106c3845f836106de565b61043984846106d28486610989565b6106de565b6103be8383835b6001600160a01b038316610708578060025f8282546106fd919061099c565b909155506107789050565b6001600160a01b0383165f908152602081905260409020548181101561075a5760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161039c565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b038216610794576002805482900390556107b2565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516107f791815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461084f575f5ffd5b919050565b5f5f60408385031215610865575f5ffd5b61086e83610839565b946020939093013593505050565b5f5f5f6060848603121561088e575f5ffd5b61089784610839565b92506108a560208501610839565b929592945050506040919091013590565b5f602082840312156108c6575f5ffd5b6108cf82610839565b9392505050565b5f5f604083850312156108e7575f5ffd5b6108f083610839565b91506108fe60208401610839565b90509250929050565b600181811c9082168061091b57607f821691505b60208210810361093957634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176103015761030161093f565b5f8261098457634e487b7160e01b5f52601260045260245ffd5b500490565b818103818111156103015761030161093f565b808201808211156103015761030161093f56fea164736f6c6343000825000a",
}

// FeeOnTransferToken is an auto generated Go binding around an Ethereum contract.
type FeeOnTransferToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeOnTransferToken) GetABI() abi.ABI {
	return c.abi
}

// NewFeeOnTransferToken creates a new instance of FeeOnTransferToken.
func NewFeeOnTransferToken() *FeeOnTransferToken {
	parsed, err := FeeOnTransferTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeOnTransferToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeOnTransferToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, address owner_, uint16 feeBps_) returns()
func (feeOnTransferToken *FeeOnTransferToken) PackConstructor(name_ string, symbol_ string, owner_ common.Address, feeBps_ uint16) []byte {
	enc, err := feeOnTransferToken.abi.Pack("", name_, symbol_, owner_, feeBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprove(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackBalanceOf(account common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) PackDecimals() []byte {
	enc, err := feeOnTransferToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) TryPackDecimals() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := feeOnTransferToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (feeOnTransferToken *FeeOnTransferToken) PackFeeBps() []byte {
	enc, err := feeOnTransferToken.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (feeOnTransferToken *FeeOnTransferToken) TryPackFeeBps() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (feeOnTransferToken *FeeOnTransferToken) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := feeOnTransferToken.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (feeOnTransferToken *FeeOnTransferToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (feeOnTransferToken *FeeOnTransferToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackName() []byte {
	enc, err := feeOnTransferToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) TryPackName() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackName(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (feeOnTransferToken *FeeOnTransferToken) PackOwner() []byte {
	enc, err := feeOnTransferToken.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (feeOnTransferToken *FeeOnTransferToken) TryPackOwner() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := feeOnTransferToken.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (feeOnTransferToken *FeeOnTransferToken) PackRenounceOwnership() []byte {
	enc, err := feeOnTransferToken.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (feeOnTransferToken *FeeOnTransferToken) TryPackRenounceOwnership() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackSymbol() []byte {
	enc, err := feeOnTransferToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) TryPackSymbol() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackSymbol(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackTotalSupply() []byte {
	enc, err := feeOnTransferToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackTotalSupply() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (feeOnTransferToken *FeeOnTransferToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transferOwnership", newOwner)
}

// FeeOnTransferTokenApproval represents a Approval event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenApproval) ContractEventName() string {
	return FeeOnTransferTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprovalEvent(log *types.Log) (*FeeOnTransferTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenApproval)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeOnTransferTokenOwnershipTransferred represents a OwnershipTransferred event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenOwnershipTransferred) ContractEventName() string {
	return FeeOnTransferTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwnershipTransferredEvent(log *types.Log) (*FeeOnTransferTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeOnTransferTokenTransfer represents a Transfer event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenTransfer) ContractEventName() string {
	return FeeOnTransferTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferEvent(log *types.Log) (*FeeOnTransferTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenTransfer)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (feeOnTransferToken *FeeOnTransferToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeOnTransferTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientAllowance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientAllowance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientBalanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientBalance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientBalance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func FeeOnTransferTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidApproverError(raw []byte) (*FeeOnTransferTokenERC20InvalidApprover, error) {
	out := new(FeeOnTransferTokenERC20InvalidApprover)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func FeeOnTransferTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidReceiverError(raw []byte) (*FeeOnTransferTokenERC20InvalidReceiver, error) {
	out := new(FeeOnTransferTokenERC20InvalidReceiver)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func FeeOnTransferTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func FeeOnTransferTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSpenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSpender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSpender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func FeeOnTransferTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwnableInvalidOwnerError(raw []byte) (*FeeOnTransferTokenOwnableInvalidOwner, error) {
	out := new(FeeOnTransferTokenOwnableInvalidOwner)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func FeeOnTransferTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (feeOnTransferToken *FeeOnTransferToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*FeeOnTransferTokenOwnableUnauthorizedAccount, error) {
	out := new(FeeOnTransferTokenOwnableUnauthorizedAccount)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterMetaData contains all meta data concerning the FeeRouter contract.
var FeeRouterMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"legs\",\"type\":\"uint256\"}],\"name\":\"BadLegCount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EthTransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountInMax\",\"type\":\"uint256\"}],\"name\":\"ExcessiveInputAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Expired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bps\",\"type\":\"uint256\"}],\"name\":\"FeeTooHigh\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutputAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidPath\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoQuoteSide\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInitializing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotWETH\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Permit2Unset\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PermitTokenMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UUPSUnauthorizedCallContext\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"slot\",\"type\":\"bytes32\"}],\"name\":\"UUPSUnsupportedProxiableUUID\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UpgradesRenounced\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"legsTotal\",\"type\":\"uint256\"}],\"name\":\"ValueMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"collector\",\"type\":\"address\"}],\"name\":\"CollectorSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"creator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"quoteAsset\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreatorFee\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"vault\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"creatorFeeBps\",\"type\":\"uint256\"}],\"name\":\"CreatorFeeConfigSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"permit2\",\"type\":\"address\"}],\"name\":\"Permit2Set\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"protocolFeeBps\",\"type\":\"uint256\"}],\"name\":\"ProtocolFeeSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"quoteRegistry\",\"type\":\"address\"}],\"name\":\"QuoteRegistrySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Rescued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"feeToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeAmount\",\"type\":\"uint256\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"UpgradeabilityRenounced\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BPS_DENOM\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"LAUNCH_PROTOCOL_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CREATOR_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PROTOCOL_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SPLIT_LEGS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"UPGRADE_INTERFACE_VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"collector\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"creatorFeeBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"creatorFeeRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"creatorFeeVault\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"feeIndex\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"feeOnOutput\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"collector_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"quoteRegistry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"permit2_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"creatorFeeRegistry_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"creatorFeeVault_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"creatorFeeBps_\",\"type\":\"uint256\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"protocolFeeBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proxiableUUID\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"quoteExactIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"protocolFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"creatorFee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"quoteExactOut\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"protocolFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"creatorFee\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quoteRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceUpgradeability\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"rescue\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"collector_\",\"type\":\"address\"}],\"name\":\"setCollector\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"vault\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"bps\",\"type\":\"uint256\"}],\"name\":\"setCreatorFeeConfig\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"permit2_\",\"type\":\"address\"}],\"name\":\"setPermit2\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bps\",\"type\":\"uint256\"}],\"name\":\"setProtocolFeeBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"setQuoteRegistry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapETHForExactTokens\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactETHForTokens\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"}],\"internalType\":\"structIFeeRouter.Leg[]\",\"name\":\"legs\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactETHForTokensSplit\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amountsOut\",\"type\":\"uint256[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactETHForTokensSupportingFeeOnTransferTokens\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForETH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"swapExactTokensForETHPermit2\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"}],\"internalType\":\"structIFeeRouter.Leg[]\",\"name\":\"legs\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForETHSplit\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amountsOut\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForETHSupportingFeeOnTransferTokens\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForTokens\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"swapExactTokensForTokensPermit2\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"}],\"internalType\":\"structIFeeRouter.Leg[]\",\"name\":\"legs\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForTokensSplit\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amountsOut\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForTokensSupportingFeeOnTransferTokens\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountInMax\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapTokensForExactETH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountInMax\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapTokensForExactTokens\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"upgradesRenounced\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"weth\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "1f08715eb04b2b2046647054bdabfe7c0f",
	Bin: "0x60a060405230608052348015610013575f5ffd5b5061001c610021565b6100d3565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff16156100715760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100d05780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b608051613feb6100f95f395f81816120490152818161207201526121d70152613feb5ff3fe608060405260043610610282575f3560e01c80636d947e4b11610155578063aadade7a116100be578063d6b372e911610078578063d6b372e9146107b7578063f2fde38b146107ca578063f887ea40146107e9578063f9e3027914610807578063fb3bdb4114610826578063fb5b82d014610839575f5ffd5b8063aadade7a146106eb578063ad3cb1cc1461070a578063b6f9de9514610747578063c0417e581461075a578063c133794314610779578063c3a7ca1f14610798575f5ffd5b8063883019111161010f578063883019111461061f5780638da5cb5b1461063e578063913e77ad1461067a578063a0e5a3e214610699578063a466d5a6146106b8578063a844a134146106d7575f5ffd5b80636d947e4b1461056c578063715018a614610580578063791ac9471461059457806379921aa5146105b35780637ff36ab5146105ed5780638803dbee14610600575f5ffd5b8063211f228e116101f75780634f1ef286116101b15780634f1ef286146104de57806352d1902d146104f15780635a2059ec146105055780635c11d7951461051957806363cdb904146105385780636637e38c14610557575f5ffd5b8063211f228e146104395780632dd7d2f31461044d57806335659fb81461046c57806338ed1739146104815780633fc8cef3146104a05780634a25d94a146104bf575f5ffd5b8063149be9b911610248578063149be9b91461039f578063170e5fb7146103b357806317773ebb146103c757806318cbafe5146103dc5780631e6ac199146103fb57806320ff430b1461041a575f5ffd5b8062cfa9e9146102b8578063101ec30a146102ed578063106ffd7b1461030c57806312261ee71461033b578063122875b214610372575f5ffd5b366102b4576001546001600160a01b031633146102b257604051635724f38560e01b815260040160405180910390fd5b005b5f5ffd5b3480156102c3575f5ffd5b506102d76102d236600461376b565b610858565b6040516102e491906137c3565b60405180910390f35b3480156102f8575f5ffd5b506102b2610307366004613805565b610882565b348015610317575f5ffd5b5061032b610326366004613820565b610896565b60405190151581526020016102e4565b348015610346575f5ffd5b5060045461035a906001600160a01b031681565b6040516001600160a01b0390911681526020016102e4565b34801561037d575f5ffd5b5061039161038c36600461389b565b6108f1565b6040519081526020016102e4565b3480156103aa575f5ffd5b5061032b610999565b3480156103be575f5ffd5b506102b26109d4565b3480156103d2575f5ffd5b5061039160085481565b3480156103e7575f5ffd5b506103916103f6366004613954565b610a44565b348015610406575f5ffd5b506102b26104153660046139c1565b610a71565b348015610425575f5ffd5b506102b26104343660046139c1565b610a89565b348015610444575f5ffd5b50610391600481565b348015610458575f5ffd5b50610391610467366004613820565b610b3b565b348015610477575f5ffd5b5061039160075481565b34801561048c575f5ffd5b5061039161049b366004613954565b610b88565b3480156104ab575f5ffd5b5060015461035a906001600160a01b031681565b3480156104ca575f5ffd5b506103916104d9366004613954565b610ba0565b6102b26104ec366004613a43565b610bf8565b3480156104fc575f5ffd5b50610391610c17565b348015610510575f5ffd5b50610391604681565b348015610524575f5ffd5b506102b2610533366004613954565b610c32565b348015610543575f5ffd5b506102b2610552366004613805565b610c5a565b348015610562575f5ffd5b5061039161271081565b348015610577575f5ffd5b50610391606481565b34801561058b575f5ffd5b506102b2610c6b565b34801561059f575f5ffd5b506102b26105ae366004613954565b610c7e565b3480156105be575f5ffd5b506105d26105cd366004613ae8565b610c96565b604080519384526020840192909252908201526060016102e4565b6103916105fb366004613b2f565b610e61565b34801561060b575f5ffd5b5061039161061a366004613954565b610e8b565b34801561062a575f5ffd5b506102b2610639366004613b90565b610ee1565b348015610649575f5ffd5b507f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300546001600160a01b031661035a565b348015610685575f5ffd5b5060025461035a906001600160a01b031681565b3480156106a4575f5ffd5b5060035461035a906001600160a01b031681565b3480156106c3575f5ffd5b506105d26106d2366004613ae8565b611100565b3480156106e2575f5ffd5b50610391603281565b3480156106f6575f5ffd5b5060065461035a906001600160a01b031681565b348015610715575f5ffd5b5061073a604051806040016040528060058152602001640352e302e360dc1b81525081565b6040516102e49190613c2b565b6102b2610755366004613b2f565b6111ff565b348015610765575f5ffd5b506102b2610774366004613c60565b611224565b348015610784575f5ffd5b506102d761079336600461376b565b611292565b3480156107a3575f5ffd5b506103916107b236600461389b565b6112ab565b6102d76107c536600461376b565b611327565b3480156107d5575f5ffd5b506102b26107e4366004613805565b611340565b3480156107f4575f5ffd5b505f5461035a906001600160a01b031681565b348015610812575f5ffd5b5060055461035a906001600160a01b031681565b610391610834366004613b2f565b61137a565b348015610844575f5ffd5b506102b2610853366004613805565b6113f0565b6060610862611401565b610870858585855f5f611436565b905061087a61169f565b949350505050565b61088a6116c9565b61089381611724565b50565b5f6108a18383611772565b6108ac600183613c8b565b6108e78484808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061179492505050565b1490505b92915050565b5f6108fa611401565b6109088589895f60016119ee565b5f61093c89895f81811061091e5761091e613c9e565b90506020020160208101906109339190613805565b8c878787611ad6565b90506109818989808060200260200160405190810160405280939291908181526020018383602002808284375f920191909152508f92508591508e90508b6001611c9b565b91505061098c61169f565b9998505050505050505050565b5f6109cb6109c860017f5a2d0c9ef6700ef00c5534f706e7ecdb9d9d637b6ee29e93e5ebc9865415ca7f613c8b565b90565b5460ff16919050565b6109dc6116c9565b6001610a0b6109c8827f5a2d0c9ef6700ef00c5534f706e7ecdb9d9d637b6ee29e93e5ebc9865415ca7f613c8b565b805460ff19169115159190911790556040517f54c0b5e6ac577a77767070be3342a2239678bbce4141c2c95bffab9f60a2df3f905f90a1565b5f610a4d611401565b610a5d8787878787876001611d0c565b9050610a6761169f565b9695505050505050565b610a796116c9565b610a84838383611d88565b505050565b610a916116c9565b6001600160a01b038216610ab85760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b038316610ad557610ad08282611e65565b610ae9565b610ae96001600160a01b0384168383611ed5565b816001600160a01b0316836001600160a01b03167f3af790fafda720819b2fc6e15090606e81154e0ac9a92d38ecad006d99d20ecc83604051610b2e91815260200190565b60405180910390a3505050565b5f610b468383611772565b610b818383808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061179492505050565b9392505050565b5f610b91611401565b610a5d8787878787875f611d0c565b5f610ba9611401565b610bb78286865f60016119ee565b610a5d8585808060200260200160405190810160405280939291908181526020018383602002808284375f9201829052508c93508b92508891506001611f0a565b610c0061203e565b610c09826120e2565b610c138282612110565b5050565b5f610c206121cc565b505f516020613fbf5f395f51905f5290565b610c3a611401565b610c498686868686865f611d0c565b50610c5261169f565b505050505050565b610c626116c9565b61089381612215565b610c736116c9565b610c7c5f61228a565b565b610c86611401565b610c498686868686866001611d0c565b5f5f5f610ca38585611772565b5f610caf600186613c8b565b90505f610ced8787808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061179492505050565b90505f8115610d4157610d3c610d368989808060200260200160405190810160405280939291908181526020018383602002808284375f92018290525092508791506122fa9050565b8a6123e2565b610d43565b885b90505f610d818989808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061248792505050565b60208101519093506127109250610d99915084613cb2565b610da39190613cdd565b815161271090610db39085613cb2565b610dbd9190613cdd565b610dc79190613cfc565b945061271060075483610dda9190613cb2565b610de49190613cdd565b9550610df08686613cfc565b610dfa9083613c8b565b9150838314610e5057610e4b610e458a8a808060200260200160405190810160405280939291908181526020018383602002808284375f920191909152508892508991506122fa9050565b836123e2565b610e52565b815b96505050505093509350939050565b5f610e6a611401565b610e77868686868661268e565b90505b610e8261169f565b95945050505050565b5f610e94611401565b610ea18286865f5f6119ee565b610a5d8585808060200260200160405190810160405280939291908181526020018383602002808284375f9201829052508c93508b925088915080611f0a565b5f610eea612742565b805490915060ff600160401b82041615906001600160401b03165f81158015610f105750825b90505f826001600160401b03166001148015610f2b5750303b155b905081158015610f39575080155b15610f575760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff191660011785558315610f8157845460ff60401b1916600160401b1785555b610f8a8d61276a565b6001600160a01b038c16610fb15760405163d92e233d60e01b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b038e16908117909155604080516315ab88c960e31b8152905163ad5c4648916004808201926020929091908290030181865afa158015611007573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061102b9190613d0f565b600180546001600160a01b0319166001600160a01b03929092169190911790556110548b61277b565b61105d8a612215565b61106689611724565b611071888888611d88565b604660078190556040519081527fdb5aafdb29539329e37d4e3ee869bc4031941fd55a5dfc92824fbe34b204e30d9060200160405180910390a183156110f157845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50505050505050505050505050565b5f5f5f61110d8585611772565b5f5f5f61114d8888808060200260200160405190810160405280939291908181526020018383602002808284375f920191909152508d92506127f0915050565b935093509350505f6111908989808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061248792505050565b602081015190935061271092506111a8915085613cb2565b6111b29190613cdd565b8151612710906111c29086613cb2565b6111cc9190613cdd565b6111d69190613cfc565b9450846111e38385613c8b565b6111ed9190613c8b565b95508396505050505093509350939050565b611207611401565b611214858585858561268e565b5061121d61169f565b5050505050565b61122c6116c9565b6064811115611256576040516303dc98a160e51b8152600481018290526024015b60405180910390fd5b60078190556040518181527fdb5aafdb29539329e37d4e3ee869bc4031941fd55a5dfc92824fbe34b204e30d906020015b60405180910390a150565b606061129c611401565b610870858585855f6001611436565b5f6112b4611401565b6112c18589895f5f6119ee565b5f6112d789895f81811061091e5761091e613c9e565b90506109818989808060200260200160405190810160405280939291908181526020018383602002808284375f81840152601f19601f820116905080830192505050505050508c838d8b5f611c9b565b6060611331611401565b6108708585858560015f611436565b6113486116c9565b6001600160a01b03811661137157604051631e4fbdf760e01b81525f600482015260240161124d565b6108938161228a565b5f611383611401565b61139182868660015f6119ee565b6113d38585808060200260200160405190810160405280939291908181526020018383602002808284375f9201829052508b9350349250889150600190611f0a565b905080341115610e7a57610e7a336113eb8334613c8b565b611e65565b6113f86116c9565b6108938161277b565b6114096128b2565b610c7c60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906128f2565b6060858015806114465750600481115b1561146757604051630ff87a0f60e01b81526004810182905260240161124d565b8315611544575f5f5b828110156114b45789898281811061148a5761148a613c9e565b905060200281019061149c9190613d2a565b6114aa906020013583613cfc565b9150600101611470565b503481146114de57604051630626ade360e41b81523460048201526024810182905260440161124d565b60015f9054906101000a90046001600160a01b03166001600160a01b031663d0e30db0346040518263ffffffff1660e01b81526004015f604051808303818588803b15801561152b575f5ffd5b505af115801561153d573d5f5f3e3d5ffd5b5050505050505b806001600160401b0381111561155c5761155c6139ff565b604051908082528060200260200182016040528015611585578160200160208202803683370190505b5091505f5b8181101561169357368989838181106115a5576115a5613c9e565b90506020028101906115b79190613d2a565b90506115ce876115c78380613d48565b89896119ee565b5f86611615576116106115e18380613d48565b5f8181106115f1576115f1613c9e565b90506020020160208101906116069190613805565b83602001356128f9565b61161b565b81602001355b905061166c61162a8380613d48565b808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525050505060208401358360408601358d8b611c9b565b85848151811061167e5761167e613c9e565b6020908102919091010152505060010161158a565b50509695505050505050565b610c7c5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611430565b336116fb7f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300546001600160a01b031690565b6001600160a01b031614610c7c5760405163118cdaa760e01b815233600482015260240161124d565b600480546001600160a01b0319166001600160a01b0383169081179091556040519081527f4d9831e9beea7cbcbb8f473533601654bff5b50812372d43beafefef3c4a8d9e90602001611287565b6002811015610c13576040516320db826760e01b815260040160405180910390fd5b60035481515f916001600160a01b03169082906117b390600190613c8b565b90505f826001600160a01b031663874c1daf865f815181106117d7576117d7613c9e565b60200260200101516040518263ffffffff1660e01b815260040161180a91906001600160a01b0391909116815260200190565b602060405180830381865afa158015611825573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118499190613d8d565b90505f836001600160a01b031663874c1daf87858151811061186d5761186d613c9e565b60200260200101516040518263ffffffff1660e01b81526004016118a091906001600160a01b0391909116815260200190565b602060405180830381865afa1580156118bb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118df9190613d8d565b905060ff8116158015906118f957508160ff168160ff1610155b15611908575090949350505050565b60ff82161561191c57505f95945050505050565b60015b838110156119d457846001600160a01b031663874c1daf88838151811061194857611948613c9e565b60200260200101516040518263ffffffff1660e01b815260040161197b91906001600160a01b0391909116815260200190565b602060405180830381865afa158015611996573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119ba9190613d8d565b60ff16156119cc579695505050505050565b60010161191f565b506040516338c7028f60e01b815260040160405180910390fd5b84421115611a0f57604051630407b05b60e31b815260040160405180910390fd5b611a198484611772565b818015611a5e57506001546001600160a01b031684845f81611a3d57611a3d613c9e565b9050602002016020810190611a529190613805565b6001600160a01b031614155b80611ab85750808015611ab85750600180546001600160a01b03169085908590611a889082613c8b565b818110611a9757611a97613c9e565b9050602002016020810190611aac9190613805565b6001600160a01b031614155b1561121d576040516320db826760e01b815260040160405180910390fd5b6004545f906001600160a01b031680611b0257604051630a75777960e21b815260040160405180910390fd5b6001600160a01b038716611b196020870187613805565b6001600160a01b031614611b40576040516336273b4b60e11b815260040160405180910390fd5b6040516370a0823160e01b81523060048201525f906001600160a01b038916906370a0823190602401602060405180830381865afa158015611b84573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ba89190613dad565b604080518082018252308152602081018a9052905163187945bd60e11b81529192506001600160a01b038416916330f28b7a91611bf0918a919033908b908b90600401613dec565b5f604051808303815f87803b158015611c07575f5ffd5b505af1158015611c19573d5f5f3e3d5ffd5b50506040516370a0823160e01b81523060048201528392506001600160a01b038b1691506370a0823190602401602060405180830381865afa158015611c61573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c859190613dad565b611c8f9190613c8b565b98975050505050505050565b5f5f611ca688611794565b90505f611cc089838987611cba57886129ec565b306129ec565b9350905085831015611cef5760405163d28d3eb560e01b8152600481018490526024810187905260440161124d565b8315611cff57611cff8584612ba5565b61169389838a8685612c08565b5f611d1a8387875f866119ee565b611c8f8686808060200260200160405190810160405280939291908181526020018383602002808284375f9201829052508d9350611d8092508b91508a9081611d6557611d65613c9e565b9050602002016020810190611d7a9190613805565b8c6128f9565b8a8887611c9b565b6032811115611dad576040516303dc98a160e51b81526004810182905260240161124d565b6001600160a01b03831615801590611dcc57506001600160a01b038216155b15611dea5760405163d92e233d60e01b815260040160405180910390fd5b600580546001600160a01b038581166001600160a01b0319928316811790935560068054918616919092168117909155600883905560408051928352602083019190915281018290527f77a008e02c0c9b9431cbc7f4469950efffce1dc8ab9de7982462b461d81e28409060600160405180910390a1505050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611eae576040519150601f19603f3d011682016040523d82523d5f602084013e611eb3565b606091505b5050905080610a8457604051630db2c7f160e31b815260040160405180910390fd5b611ee28383836001612ce1565b610a8457604051635274afe760e01b81526001600160a01b038416600482015260240161124d565b5f5f5f5f611f188a8a6127f0565b919650919450909250905087841115611f4e57604051634c67496b60e01b8152600481018590526024810189905260440161124d565b8515611fbd5760015f9054906101000a90046001600160a01b03166001600160a01b031663d0e30db0856040518263ffffffff1660e01b81526004015f604051808303818588803b158015611fa1575f5ffd5b505af1158015611fb3573d5f5f3e3d5ffd5b5050505050611ff6565b611ff63330868d5f81518110611fd557611fd5613c9e565b60200260200101516001600160a01b0316612d43909392919063ffffffff16565b5f6120118b858786868f8c61200b578e612d7f565b30612d7f565b9050851561202357612023888b612ba5565b6120308b85878d85612c08565b505050509695505050505050565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614806120c457507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166120b85f516020613fbf5f395f51905f52546001600160a01b031690565b6001600160a01b031614155b15610c7c5760405163703e46dd60e11b815260040160405180910390fd5b6120ea6116c9565b6120f2610999565b15610893576040516352d7b29160e01b815260040160405180910390fd5b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa92505050801561216a575060408051601f3d908101601f1916820190925261216791810190613dad565b60015b61219257604051634c9c8ce360e01b81526001600160a01b038316600482015260240161124d565b5f516020613fbf5f395f51905f5281146121c257604051632a87526960e21b81526004810182905260240161124d565b610a848383612e31565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610c7c5760405163703e46dd60e11b815260040160405180910390fd5b6001600160a01b03811661223c5760405163d92e233d60e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040519081527fc70b5b06e2432adbb407847681d30654be86cd6573a21454d58858ff7ec05db590602001611287565b7f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c19930080546001600160a01b031981166001600160a01b03848116918217845560405192169182907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3505050565b6060821580156123165750600184516123139190613c8b565b82145b15612322575082610b81565b61232c8383613c8b565b612337906001613cfc565b6001600160401b0381111561234e5761234e6139ff565b604051908082528060200260200182016040528015612377578160200160208202803683370190505b5090505f5b81518110156123da57846123908286613cfc565b815181106123a0576123a0613c9e565b60200260200101518282815181106123ba576123ba613c9e565b6001600160a01b039092166020928302919091019091015260010161237c565b509392505050565b5f805460405163d06ca61f60e01b815282916001600160a01b03169063d06ca61f906124149086908890600401613ea0565b5f60405180830381865afa15801561242e573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526124559190810190613eb8565b905080600182516124669190613c8b565b8151811061247657612476613c9e565b602002602001015191505092915050565b61248f6136f2565b6124976136f2565b61249f6136f2565b6005546008546001600160a01b03909116908115806124bc575080155b156124c8575050612687565b855f815181106124da576124da613c9e565b6020026020010151855f600281106124f4576124f4613c9e565b6001600160a01b0390921660209290920201528551869061251790600190613c8b565b8151811061252757612527613c9e565b60200260200101518560016002811061254257612542613c9e565b6001600160a01b0390921660209290920201525f5b6002811015612683578060011480156125815750855160208701516001600160a01b039081169116145b612683575f5f846001600160a01b031663986bb4338985600281106125a8576125a8613c9e565b60200201516040516001600160e01b031960e084901b1681526001600160a01b0390911660048201526024016040805180830381865afa1580156125ee573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126129190613f57565b90925090506001600160a01b03821661262c57505061267b565b8187846002811061263f5761263f613c9e565b6001600160a01b03909216602092909202015283811061265f5783612661565b805b86846002811061267357612673613c9e565b602002015250505b600101612557565b5050505b9193909250565b5f61269d82868660015f6119ee565b60015f9054906101000a90046001600160a01b03166001600160a01b031663d0e30db0346040518263ffffffff1660e01b81526004015f604051808303818588803b1580156126ea575f5ffd5b505af11580156126fc573d5f5f3e3d5ffd5b5050505050610a678585808060200260200160405190810160405280939291908181526020018383602002808284375f9201829052503493508392508b91508890611c9b565b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a006108eb565b612772612e86565b61089381612eab565b6001600160a01b0381166127a25760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b0319166001600160a01b0383169081179091556040519081527fd67615e1a82e0e6cdc005cd62202f2921acc56e22be84d68399964e22ce8fe6390602001611287565b5f5f5f5f5f600187516128039190613c8b565b905061280e87611794565b94508085146128305761282b6128258887846122fa565b87612eb3565b612832565b855b91505f61283e88612487565b92505050612882612710846128539190613cb2565b6020830151835160075461286990612710613c8b565b6128739190613c8b565b61287d9190613c8b565b612f47565b935085156128a35761289e612898895f896122fa565b85612eb3565b6128a5565b835b9450505092959194509250565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610c7c57604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b6040516370a0823160e01b81523060048201525f9081906001600160a01b038516906370a0823190602401602060405180830381865afa15801561293f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906129639190613dad565b905061297a6001600160a01b038516333086612d43565b6040516370a0823160e01b815230600482015281906001600160a01b038616906370a0823190602401602060405180830381865afa1580156129be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906129e29190613dad565b61087a9190613c8b565b5f5f5f600187516129fd9190613c8b565b90508515612a1d57612a1a612a13885f896122fa565b8630612f7a565b94505b5f612a2b8888885f1961310f565b9094509050612a3a8187613c8b565b9550818714612a645783612a59612a528a8a866122fa565b8888612f7a565b935093505050612b9c565b306001600160a01b03861603612a7f5750849150612b9c9050565b5f888381518110612a9257612a92613c9e565b60209081029190910101516040516370a0823160e01b81526001600160a01b0388811660048301529192505f918316906370a0823190602401602060405180830381865afa158015612ae6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612b0a9190613dad565b9050612b206001600160a01b038316888a611ed5565b6040516370a0823160e01b81526001600160a01b0388811660048301528291908416906370a0823190602401602060405180830381865afa158015612b67573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612b8b9190613dad565b612b959190613c8b565b9450505050505b94509492505050565b600154604051632e1a7d4d60e01b8152600481018390526001600160a01b0390911690632e1a7d4d906024015f604051808303815f87803b158015612be8575f5ffd5b505af1158015612bfa573d5f5f3e3d5ffd5b50505050610c138282611e65565b8460018651612c179190613c8b565b81518110612c2757612c27613c9e565b60200260200101516001600160a01b0316855f81518110612c4a57612c4a613c9e565b60200260200101516001600160a01b0316336001600160a01b03167f886b45a07c2ce3f9de6744b942d8023d325ac0b64972104e38bb5f30d1452fc386868a8a81518110612c9a57612c9a613c9e565b602002602001015187604051612cd2949392919093845260208401929092526001600160a01b03166040830152606082015260800190565b60405180910390a45050505050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316612d37578383151615612d2b573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b612d5184848484600161333c565b612d7957604051635274afe760e01b81526001600160a01b038516600482015260240161124d565b50505050565b5f5f60018951612d8f9190613c8b565b90508715612dad57612dad612da58a5f8b6122fa565b8789306133a9565b612db98989888861310f565b509150878114612dde57612dd9612dd18a8a846122fa565b8587866133a9565b612e25565b6001600160a01b0383163014612e2557612e2583858b8481518110612e0557612e05613c9e565b60200260200101516001600160a01b0316611ed59092919063ffffffff16565b50979650505050505050565b612e3a82613445565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a2805115612e7e57610a8482826134a8565b610c13613548565b612e8e613567565b610c7c57604051631afcd79f60e31b815260040160405180910390fd5b611348612e86565b5f80546040516307c0329d60e21b81526001600160a01b0390911690631f00ca7490612ee59085908790600401613ea0565b5f60405180830381865afa158015612eff573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052612f269190810190613eb8565b5f81518110612f3757612f37613c9e565b6020026020010151905092915050565b5f815f03612f5957612f596012613580565b816001840381612f6b57612f6b613cc9565b04600101831515029392505050565b5f612f9e845f81518110612f9057612f90613c9e565b602002602001015184613591565b5f8460018651612fae9190613c8b565b81518110612fbe57612fbe613c9e565b60209081029190910101516040516370a0823160e01b81526001600160a01b0385811660048301529192505f918316906370a0823190602401602060405180830381865afa158015613012573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130369190613dad565b5f8054604051635c11d79560e01b81529293506001600160a01b031691635c11d7959161306e918991908b908a904290600401613f83565b5f604051808303815f87803b158015613085575f5ffd5b505af1158015613097573d5f5f3e3d5ffd5b50506040516370a0823160e01b81526001600160a01b038781166004830152849350851691506370a0823190602401602060405180830381865afa1580156130e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131059190613dad565b610a679190613c8b565b5f5f5f86868151811061312457613124613c9e565b602002602001015190505f5f5f61313a8a612487565b9250925092505f5b60028110156132d2575f61271083836002811061316157613161613c9e565b6020020151613170908c613cb2565b61317a9190613cdd565b9050805f0361318957506132ca565b6006546001600160a01b03908116906131a59088168284611ed5565b806001600160a01b031663f42a765f8785600281106131c6576131c6613c9e565b60200201516040516001600160e01b031960e084901b1681526001600160a01b039182166004820152908a166024820152604481018590526064015f604051808303815f87803b158015613218575f5ffd5b505af115801561322a573d5f5f3e3d5ffd5b5050505084836002811061324057613240613c9e565b60200201516001600160a01b031686846002811061326057613260613c9e565b60200201516001600160a01b03167f7d38c9c9580a8ad7b87b9f0d070f6afaccb1162d73983d1d742c848c44db004f89856040516132b39291906001600160a01b03929092168252602082015260400190565b60405180910390a36132c58289613cfc565b975050505b600101613142565b505f1987146132f557846132e6888a613c8b565b6132f09190613c8b565b613310565b612710600754896133069190613cb2565b6133109190613cdd565b9550851561333257600254613332906001600160a01b03868116911688611ed5565b612b958686613cfc565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661339857838315161561338c573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6133cc845f815181106133be576133be613c9e565b602002602001015183613591565b5f54604051634401edf760e11b81526001600160a01b0390911690638803dbee906134039086908690899087904290600401613f83565b5f604051808303815f875af115801561341e573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261121d9190810190613eb8565b806001600160a01b03163b5f0361347a57604051634c9c8ce360e01b81526001600160a01b038216600482015260240161124d565b5f516020613fbf5f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f6134b58484613623565b90508080156134d657505f3d11806134d657505f846001600160a01b03163b115b156134eb576134e3613636565b9150506108eb565b801561351557604051639996b31560e01b81526001600160a01b038516600482015260240161124d565b3d156135285761352361364f565b613541565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b3415610c7c5760405163b398979f60e01b815260040160405180910390fd5b5f613570612742565b54600160401b900460ff16919050565b634e487b715f52806020526024601cfd5b5f54604051636eb1769f60e11b81523060048201526001600160a01b039182166024820152829184169063dd62ed3e90604401602060405180830381865afa1580156135df573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906136039190613dad565b1015610c13575f54610c13906001600160a01b0384811691165f1961365a565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b6136668383835f6136a8565b610a845761367783835f60016136a8565b61369f57604051635274afe760e01b81526001600160a01b038416600482015260240161124d565b611ee283838360015b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316612d37578383151615612d2b573d5f823e3d81fd5b60405180604001604052806002906020820280368337509192915050565b5f5f83601f840112613720575f5ffd5b5081356001600160401b03811115613736575f5ffd5b6020830191508360208260051b8501011115613750575f5ffd5b9250929050565b6001600160a01b0381168114610893575f5ffd5b5f5f5f5f6060858703121561377e575f5ffd5b84356001600160401b03811115613793575f5ffd5b61379f87828801613710565b90955093505060208501356137b381613757565b9396929550929360400135925050565b602080825282518282018190525f918401906040840190835b818110156137fa5783518352602093840193909201916001016137dc565b509095945050505050565b5f60208284031215613815575f5ffd5b8135610b8181613757565b5f5f60208385031215613831575f5ffd5b82356001600160401b03811115613846575f5ffd5b61385285828601613710565b90969095509350505050565b5f5f83601f84011261386e575f5ffd5b5081356001600160401b03811115613884575f5ffd5b602083019150836020828501011115613750575f5ffd5b5f5f5f5f5f5f5f5f5f898b036101408112156138b5575f5ffd5b8a35995060208b0135985060408b01356001600160401b038111156138d8575f5ffd5b6138e48d828e01613710565b90995097505060608b01356138f881613757565b955060808b8101359550609f1982011215613911575f5ffd5b5060a08a0192506101208a01356001600160401b03811115613931575f5ffd5b61393d8c828d0161385e565b915080935050809150509295985092959850929598565b5f5f5f5f5f5f60a08789031215613969575f5ffd5b863595506020870135945060408701356001600160401b0381111561398c575f5ffd5b61399889828a01613710565b90955093505060608701356139ac81613757565b95989497509295919493608090920135925050565b5f5f5f606084860312156139d3575f5ffd5b83356139de81613757565b925060208401356139ee81613757565b929592945050506040919091013590565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715613a3b57613a3b6139ff565b604052919050565b5f5f60408385031215613a54575f5ffd5b8235613a5f81613757565b915060208301356001600160401b03811115613a79575f5ffd5b8301601f81018513613a89575f5ffd5b80356001600160401b03811115613aa257613aa26139ff565b613ab5601f8201601f1916602001613a13565b818152866020838501011115613ac9575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f5f5f60408486031215613afa575f5ffd5b8335925060208401356001600160401b03811115613b16575f5ffd5b613b2286828701613710565b9497909650939450505050565b5f5f5f5f5f60808688031215613b43575f5ffd5b8535945060208601356001600160401b03811115613b5f575f5ffd5b613b6b88828901613710565b9095509350506040860135613b7f81613757565b949793965091946060013592915050565b5f5f5f5f5f5f5f5f610100898b031215613ba8575f5ffd5b8835613bb381613757565b97506020890135613bc381613757565b96506040890135613bd381613757565b95506060890135613be381613757565b94506080890135613bf381613757565b935060a0890135613c0381613757565b925060c0890135613c1381613757565b979a969950949793969295919450919260e001359150565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f60208284031215613c70575f5ffd5b5035919050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156108eb576108eb613c77565b634e487b7160e01b5f52603260045260245ffd5b80820281158282048414176108eb576108eb613c77565b634e487b7160e01b5f52601260045260245ffd5b5f82613cf757634e487b7160e01b5f52601260045260245ffd5b500490565b808201808211156108eb576108eb613c77565b5f60208284031215613d1f575f5ffd5b8151610b8181613757565b5f8235605e19833603018112613d3e575f5ffd5b9190910192915050565b5f5f8335601e19843603018112613d5d575f5ffd5b8301803591506001600160401b03821115613d76575f5ffd5b6020019150600581901b3603821315613750575f5ffd5b5f60208284031215613d9d575f5ffd5b815160ff81168114610b81575f5ffd5b5f60208284031215613dbd575f5ffd5b5051919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b5f8635613df881613757565b6001600160a01b039081168352602088810135818501526040808a0135908501526060808a01359085015287518216608085015287015160a0840152851660c083015261010060e08301819052613e529083018486613dc4565b979650505050505050565b5f8151808452602084019350602083015f5b82811015613e965781516001600160a01b0316865260209586019590910190600101613e6f565b5093949350505050565b828152604060208201525f61087a6040830184613e5d565b5f60208284031215613ec8575f5ffd5b81516001600160401b03811115613edd575f5ffd5b8201601f81018413613eed575f5ffd5b80516001600160401b03811115613f0657613f066139ff565b8060051b613f1660208201613a13565b91825260208184018101929081019087841115613f31575f5ffd5b6020850194505b83851015613e5257845180835260209586019590935090910190613f38565b5f5f60408385031215613f68575f5ffd5b8251613f7381613757565b6020939093015192949293505050565b85815284602082015260a060408201525f613fa160a0830186613e5d565b6001600160a01b039490941660608301525060800152939250505056fe360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbca164736f6c6343000825000a",
}

// FeeRouter is an auto generated Go binding around an Ethereum contract.
type FeeRouter struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeRouter) GetABI() abi.ABI {
	return c.abi
}

// NewFeeRouter creates a new instance of FeeRouter.
func NewFeeRouter() *FeeRouter {
	parsed, err := FeeRouterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeRouter{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeRouter) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackBPSDENOM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6637e38c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BPS_DENOM() view returns(uint256)
func (feeRouter *FeeRouter) PackBPSDENOM() []byte {
	enc, err := feeRouter.abi.Pack("BPS_DENOM")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBPSDENOM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6637e38c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BPS_DENOM() view returns(uint256)
func (feeRouter *FeeRouter) TryPackBPSDENOM() ([]byte, error) {
	return feeRouter.abi.Pack("BPS_DENOM")
}

// UnpackBPSDENOM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6637e38c.
//
// Solidity: function BPS_DENOM() view returns(uint256)
func (feeRouter *FeeRouter) UnpackBPSDENOM(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("BPS_DENOM", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLAUNCHPROTOCOLFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a2059ec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LAUNCH_PROTOCOL_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) PackLAUNCHPROTOCOLFEEBPS() []byte {
	enc, err := feeRouter.abi.Pack("LAUNCH_PROTOCOL_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLAUNCHPROTOCOLFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a2059ec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LAUNCH_PROTOCOL_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) TryPackLAUNCHPROTOCOLFEEBPS() ([]byte, error) {
	return feeRouter.abi.Pack("LAUNCH_PROTOCOL_FEE_BPS")
}

// UnpackLAUNCHPROTOCOLFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5a2059ec.
//
// Solidity: function LAUNCH_PROTOCOL_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) UnpackLAUNCHPROTOCOLFEEBPS(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("LAUNCH_PROTOCOL_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXCREATORFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa844a134.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CREATOR_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) PackMAXCREATORFEEBPS() []byte {
	enc, err := feeRouter.abi.Pack("MAX_CREATOR_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCREATORFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa844a134.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CREATOR_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) TryPackMAXCREATORFEEBPS() ([]byte, error) {
	return feeRouter.abi.Pack("MAX_CREATOR_FEE_BPS")
}

// UnpackMAXCREATORFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa844a134.
//
// Solidity: function MAX_CREATOR_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) UnpackMAXCREATORFEEBPS(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("MAX_CREATOR_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXPROTOCOLFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d947e4b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_PROTOCOL_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) PackMAXPROTOCOLFEEBPS() []byte {
	enc, err := feeRouter.abi.Pack("MAX_PROTOCOL_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXPROTOCOLFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d947e4b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_PROTOCOL_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) TryPackMAXPROTOCOLFEEBPS() ([]byte, error) {
	return feeRouter.abi.Pack("MAX_PROTOCOL_FEE_BPS")
}

// UnpackMAXPROTOCOLFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6d947e4b.
//
// Solidity: function MAX_PROTOCOL_FEE_BPS() view returns(uint256)
func (feeRouter *FeeRouter) UnpackMAXPROTOCOLFEEBPS(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("MAX_PROTOCOL_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXSPLITLEGS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x211f228e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_SPLIT_LEGS() view returns(uint256)
func (feeRouter *FeeRouter) PackMAXSPLITLEGS() []byte {
	enc, err := feeRouter.abi.Pack("MAX_SPLIT_LEGS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSPLITLEGS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x211f228e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_SPLIT_LEGS() view returns(uint256)
func (feeRouter *FeeRouter) TryPackMAXSPLITLEGS() ([]byte, error) {
	return feeRouter.abi.Pack("MAX_SPLIT_LEGS")
}

// UnpackMAXSPLITLEGS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x211f228e.
//
// Solidity: function MAX_SPLIT_LEGS() view returns(uint256)
func (feeRouter *FeeRouter) UnpackMAXSPLITLEGS(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("MAX_SPLIT_LEGS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (feeRouter *FeeRouter) PackUPGRADEINTERFACEVERSION() []byte {
	enc, err := feeRouter.abi.Pack("UPGRADE_INTERFACE_VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (feeRouter *FeeRouter) TryPackUPGRADEINTERFACEVERSION() ([]byte, error) {
	return feeRouter.abi.Pack("UPGRADE_INTERFACE_VERSION")
}

// UnpackUPGRADEINTERFACEVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad3cb1cc.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (feeRouter *FeeRouter) UnpackUPGRADEINTERFACEVERSION(data []byte) (string, error) {
	out, err := feeRouter.abi.Unpack("UPGRADE_INTERFACE_VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackCollector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x913e77ad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function collector() view returns(address)
func (feeRouter *FeeRouter) PackCollector() []byte {
	enc, err := feeRouter.abi.Pack("collector")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCollector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x913e77ad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function collector() view returns(address)
func (feeRouter *FeeRouter) TryPackCollector() ([]byte, error) {
	return feeRouter.abi.Pack("collector")
}

// UnpackCollector is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x913e77ad.
//
// Solidity: function collector() view returns(address)
func (feeRouter *FeeRouter) UnpackCollector(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("collector", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCreatorFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17773ebb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creatorFeeBps() view returns(uint256)
func (feeRouter *FeeRouter) PackCreatorFeeBps() []byte {
	enc, err := feeRouter.abi.Pack("creatorFeeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreatorFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17773ebb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creatorFeeBps() view returns(uint256)
func (feeRouter *FeeRouter) TryPackCreatorFeeBps() ([]byte, error) {
	return feeRouter.abi.Pack("creatorFeeBps")
}

// UnpackCreatorFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17773ebb.
//
// Solidity: function creatorFeeBps() view returns(uint256)
func (feeRouter *FeeRouter) UnpackCreatorFeeBps(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("creatorFeeBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreatorFeeRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9e30279.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creatorFeeRegistry() view returns(address)
func (feeRouter *FeeRouter) PackCreatorFeeRegistry() []byte {
	enc, err := feeRouter.abi.Pack("creatorFeeRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreatorFeeRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9e30279.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creatorFeeRegistry() view returns(address)
func (feeRouter *FeeRouter) TryPackCreatorFeeRegistry() ([]byte, error) {
	return feeRouter.abi.Pack("creatorFeeRegistry")
}

// UnpackCreatorFeeRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf9e30279.
//
// Solidity: function creatorFeeRegistry() view returns(address)
func (feeRouter *FeeRouter) UnpackCreatorFeeRegistry(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("creatorFeeRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCreatorFeeVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaadade7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creatorFeeVault() view returns(address)
func (feeRouter *FeeRouter) PackCreatorFeeVault() []byte {
	enc, err := feeRouter.abi.Pack("creatorFeeVault")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreatorFeeVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaadade7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creatorFeeVault() view returns(address)
func (feeRouter *FeeRouter) TryPackCreatorFeeVault() ([]byte, error) {
	return feeRouter.abi.Pack("creatorFeeVault")
}

// UnpackCreatorFeeVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaadade7a.
//
// Solidity: function creatorFeeVault() view returns(address)
func (feeRouter *FeeRouter) UnpackCreatorFeeVault(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("creatorFeeVault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeeIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dd7d2f3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeIndex(address[] path) view returns(uint256)
func (feeRouter *FeeRouter) PackFeeIndex(path []common.Address) []byte {
	enc, err := feeRouter.abi.Pack("feeIndex", path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dd7d2f3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeIndex(address[] path) view returns(uint256)
func (feeRouter *FeeRouter) TryPackFeeIndex(path []common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("feeIndex", path)
}

// UnpackFeeIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2dd7d2f3.
//
// Solidity: function feeIndex(address[] path) view returns(uint256)
func (feeRouter *FeeRouter) UnpackFeeIndex(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("feeIndex", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeeOnOutput is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x106ffd7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeOnOutput(address[] path) view returns(bool)
func (feeRouter *FeeRouter) PackFeeOnOutput(path []common.Address) []byte {
	enc, err := feeRouter.abi.Pack("feeOnOutput", path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeOnOutput is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x106ffd7b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeOnOutput(address[] path) view returns(bool)
func (feeRouter *FeeRouter) TryPackFeeOnOutput(path []common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("feeOnOutput", path)
}

// UnpackFeeOnOutput is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x106ffd7b.
//
// Solidity: function feeOnOutput(address[] path) view returns(bool)
func (feeRouter *FeeRouter) UnpackFeeOnOutput(data []byte) (bool, error) {
	out, err := feeRouter.abi.Unpack("feeOnOutput", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88301911.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address owner_, address router_, address collector_, address quoteRegistry_, address permit2_, address creatorFeeRegistry_, address creatorFeeVault_, uint256 creatorFeeBps_) returns()
func (feeRouter *FeeRouter) PackInitialize(owner common.Address, router common.Address, collector common.Address, quoteRegistry common.Address, permit2 common.Address, creatorFeeRegistry common.Address, creatorFeeVault common.Address, creatorFeeBps *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("initialize", owner, router, collector, quoteRegistry, permit2, creatorFeeRegistry, creatorFeeVault, creatorFeeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88301911.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address owner_, address router_, address collector_, address quoteRegistry_, address permit2_, address creatorFeeRegistry_, address creatorFeeVault_, uint256 creatorFeeBps_) returns()
func (feeRouter *FeeRouter) TryPackInitialize(owner common.Address, router common.Address, collector common.Address, quoteRegistry common.Address, permit2 common.Address, creatorFeeRegistry common.Address, creatorFeeVault common.Address, creatorFeeBps *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("initialize", owner, router, collector, quoteRegistry, permit2, creatorFeeRegistry, creatorFeeVault, creatorFeeBps)
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (feeRouter *FeeRouter) PackOwner() []byte {
	enc, err := feeRouter.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (feeRouter *FeeRouter) TryPackOwner() ([]byte, error) {
	return feeRouter.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (feeRouter *FeeRouter) UnpackOwner(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit2() view returns(address)
func (feeRouter *FeeRouter) PackPermit2() []byte {
	enc, err := feeRouter.abi.Pack("permit2")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit2() view returns(address)
func (feeRouter *FeeRouter) TryPackPermit2() ([]byte, error) {
	return feeRouter.abi.Pack("permit2")
}

// UnpackPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x12261ee7.
//
// Solidity: function permit2() view returns(address)
func (feeRouter *FeeRouter) UnpackPermit2(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("permit2", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackProtocolFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35659fb8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function protocolFeeBps() view returns(uint256)
func (feeRouter *FeeRouter) PackProtocolFeeBps() []byte {
	enc, err := feeRouter.abi.Pack("protocolFeeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProtocolFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35659fb8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function protocolFeeBps() view returns(uint256)
func (feeRouter *FeeRouter) TryPackProtocolFeeBps() ([]byte, error) {
	return feeRouter.abi.Pack("protocolFeeBps")
}

// UnpackProtocolFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35659fb8.
//
// Solidity: function protocolFeeBps() view returns(uint256)
func (feeRouter *FeeRouter) UnpackProtocolFeeBps(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("protocolFeeBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (feeRouter *FeeRouter) PackProxiableUUID() []byte {
	enc, err := feeRouter.abi.Pack("proxiableUUID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (feeRouter *FeeRouter) TryPackProxiableUUID() ([]byte, error) {
	return feeRouter.abi.Pack("proxiableUUID")
}

// UnpackProxiableUUID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52d1902d.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (feeRouter *FeeRouter) UnpackProxiableUUID(data []byte) ([32]byte, error) {
	out, err := feeRouter.abi.Unpack("proxiableUUID", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackQuoteExactIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79921aa5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteExactIn(uint256 amountIn, address[] path) view returns(uint256 amountOut, uint256 protocolFee, uint256 creatorFee)
func (feeRouter *FeeRouter) PackQuoteExactIn(amountIn *big.Int, path []common.Address) []byte {
	enc, err := feeRouter.abi.Pack("quoteExactIn", amountIn, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteExactIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79921aa5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteExactIn(uint256 amountIn, address[] path) view returns(uint256 amountOut, uint256 protocolFee, uint256 creatorFee)
func (feeRouter *FeeRouter) TryPackQuoteExactIn(amountIn *big.Int, path []common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("quoteExactIn", amountIn, path)
}

// QuoteExactInOutput serves as a container for the return parameters of contract
// method QuoteExactIn.
type QuoteExactInOutput struct {
	AmountOut   *big.Int
	ProtocolFee *big.Int
	CreatorFee  *big.Int
}

// UnpackQuoteExactIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79921aa5.
//
// Solidity: function quoteExactIn(uint256 amountIn, address[] path) view returns(uint256 amountOut, uint256 protocolFee, uint256 creatorFee)
func (feeRouter *FeeRouter) UnpackQuoteExactIn(data []byte) (QuoteExactInOutput, error) {
	out, err := feeRouter.abi.Unpack("quoteExactIn", data)
	outstruct := new(QuoteExactInOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountOut = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ProtocolFee = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.CreatorFee = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackQuoteExactOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa466d5a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteExactOut(uint256 amountOut, address[] path) view returns(uint256 amountIn, uint256 protocolFee, uint256 creatorFee)
func (feeRouter *FeeRouter) PackQuoteExactOut(amountOut *big.Int, path []common.Address) []byte {
	enc, err := feeRouter.abi.Pack("quoteExactOut", amountOut, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteExactOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa466d5a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteExactOut(uint256 amountOut, address[] path) view returns(uint256 amountIn, uint256 protocolFee, uint256 creatorFee)
func (feeRouter *FeeRouter) TryPackQuoteExactOut(amountOut *big.Int, path []common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("quoteExactOut", amountOut, path)
}

// QuoteExactOutOutput serves as a container for the return parameters of contract
// method QuoteExactOut.
type QuoteExactOutOutput struct {
	AmountIn    *big.Int
	ProtocolFee *big.Int
	CreatorFee  *big.Int
}

// UnpackQuoteExactOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa466d5a6.
//
// Solidity: function quoteExactOut(uint256 amountOut, address[] path) view returns(uint256 amountIn, uint256 protocolFee, uint256 creatorFee)
func (feeRouter *FeeRouter) UnpackQuoteExactOut(data []byte) (QuoteExactOutOutput, error) {
	out, err := feeRouter.abi.Unpack("quoteExactOut", data)
	outstruct := new(QuoteExactOutOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountIn = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ProtocolFee = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.CreatorFee = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0e5a3e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteRegistry() view returns(address)
func (feeRouter *FeeRouter) PackQuoteRegistry() []byte {
	enc, err := feeRouter.abi.Pack("quoteRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0e5a3e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteRegistry() view returns(address)
func (feeRouter *FeeRouter) TryPackQuoteRegistry() ([]byte, error) {
	return feeRouter.abi.Pack("quoteRegistry")
}

// UnpackQuoteRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0e5a3e2.
//
// Solidity: function quoteRegistry() view returns(address)
func (feeRouter *FeeRouter) UnpackQuoteRegistry(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("quoteRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (feeRouter *FeeRouter) PackRenounceOwnership() []byte {
	enc, err := feeRouter.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (feeRouter *FeeRouter) TryPackRenounceOwnership() ([]byte, error) {
	return feeRouter.abi.Pack("renounceOwnership")
}

// PackRenounceUpgradeability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x170e5fb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceUpgradeability() returns()
func (feeRouter *FeeRouter) PackRenounceUpgradeability() []byte {
	enc, err := feeRouter.abi.Pack("renounceUpgradeability")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceUpgradeability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x170e5fb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceUpgradeability() returns()
func (feeRouter *FeeRouter) TryPackRenounceUpgradeability() ([]byte, error) {
	return feeRouter.abi.Pack("renounceUpgradeability")
}

// PackRescue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20ff430b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rescue(address token, address to, uint256 amount) returns()
func (feeRouter *FeeRouter) PackRescue(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("rescue", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRescue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20ff430b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rescue(address token, address to, uint256 amount) returns()
func (feeRouter *FeeRouter) TryPackRescue(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("rescue", token, to, amount)
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (feeRouter *FeeRouter) PackRouter() []byte {
	enc, err := feeRouter.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (feeRouter *FeeRouter) TryPackRouter() ([]byte, error) {
	return feeRouter.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (feeRouter *FeeRouter) UnpackRouter(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetCollector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb5b82d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCollector(address collector_) returns()
func (feeRouter *FeeRouter) PackSetCollector(collector common.Address) []byte {
	enc, err := feeRouter.abi.Pack("setCollector", collector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCollector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb5b82d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCollector(address collector_) returns()
func (feeRouter *FeeRouter) TryPackSetCollector(collector common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("setCollector", collector)
}

// PackSetCreatorFeeConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e6ac199.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCreatorFeeConfig(address registry, address vault, uint256 bps) returns()
func (feeRouter *FeeRouter) PackSetCreatorFeeConfig(registry common.Address, vault common.Address, bps *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("setCreatorFeeConfig", registry, vault, bps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCreatorFeeConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e6ac199.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCreatorFeeConfig(address registry, address vault, uint256 bps) returns()
func (feeRouter *FeeRouter) TryPackSetCreatorFeeConfig(registry common.Address, vault common.Address, bps *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("setCreatorFeeConfig", registry, vault, bps)
}

// PackSetPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x101ec30a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPermit2(address permit2_) returns()
func (feeRouter *FeeRouter) PackSetPermit2(permit2 common.Address) []byte {
	enc, err := feeRouter.abi.Pack("setPermit2", permit2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x101ec30a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPermit2(address permit2_) returns()
func (feeRouter *FeeRouter) TryPackSetPermit2(permit2 common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("setPermit2", permit2)
}

// PackSetProtocolFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0417e58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProtocolFeeBps(uint256 bps) returns()
func (feeRouter *FeeRouter) PackSetProtocolFeeBps(bps *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("setProtocolFeeBps", bps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProtocolFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0417e58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProtocolFeeBps(uint256 bps) returns()
func (feeRouter *FeeRouter) TryPackSetProtocolFeeBps(bps *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("setProtocolFeeBps", bps)
}

// PackSetQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63cdb904.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setQuoteRegistry(address registry) returns()
func (feeRouter *FeeRouter) PackSetQuoteRegistry(registry common.Address) []byte {
	enc, err := feeRouter.abi.Pack("setQuoteRegistry", registry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63cdb904.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setQuoteRegistry(address registry) returns()
func (feeRouter *FeeRouter) TryPackSetQuoteRegistry(registry common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("setQuoteRegistry", registry)
}

// PackSwapETHForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb3bdb41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns(uint256 amountIn)
func (feeRouter *FeeRouter) PackSwapETHForExactTokens(amountOut *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapETHForExactTokens", amountOut, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapETHForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb3bdb41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns(uint256 amountIn)
func (feeRouter *FeeRouter) TryPackSwapETHForExactTokens(amountOut *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapETHForExactTokens", amountOut, path, to, deadline)
}

// UnpackSwapETHForExactTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfb3bdb41.
//
// Solidity: function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns(uint256 amountIn)
func (feeRouter *FeeRouter) UnpackSwapETHForExactTokens(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapETHForExactTokens", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactETHForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ff36ab5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns(uint256 amountOut)
func (feeRouter *FeeRouter) PackSwapExactETHForTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactETHForTokens", amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactETHForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ff36ab5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns(uint256 amountOut)
func (feeRouter *FeeRouter) TryPackSwapExactETHForTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactETHForTokens", amountOutMin, path, to, deadline)
}

// UnpackSwapExactETHForTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ff36ab5.
//
// Solidity: function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns(uint256 amountOut)
func (feeRouter *FeeRouter) UnpackSwapExactETHForTokens(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactETHForTokens", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactETHForTokensSplit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6b372e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactETHForTokensSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) payable returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) PackSwapExactETHForTokensSplit(legs []IFeeRouterLeg, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactETHForTokensSplit", legs, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactETHForTokensSplit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6b372e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactETHForTokensSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) payable returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) TryPackSwapExactETHForTokensSplit(legs []IFeeRouterLeg, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactETHForTokensSplit", legs, to, deadline)
}

// UnpackSwapExactETHForTokensSplit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd6b372e9.
//
// Solidity: function swapExactETHForTokensSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) payable returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) UnpackSwapExactETHForTokensSplit(data []byte) ([]*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactETHForTokensSplit", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactETHForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6f9de95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns()
func (feeRouter *FeeRouter) PackSwapExactETHForTokensSupportingFeeOnTransferTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactETHForTokensSupportingFeeOnTransferTokens", amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactETHForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6f9de95.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns()
func (feeRouter *FeeRouter) TryPackSwapExactETHForTokensSupportingFeeOnTransferTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactETHForTokensSupportingFeeOnTransferTokens", amountOutMin, path, to, deadline)
}

// PackSwapExactTokensForETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18cbafe5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256 amountOut)
func (feeRouter *FeeRouter) PackSwapExactTokensForETH(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForETH", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18cbafe5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256 amountOut)
func (feeRouter *FeeRouter) TryPackSwapExactTokensForETH(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForETH", amountIn, amountOutMin, path, to, deadline)
}

// UnpackSwapExactTokensForETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18cbafe5.
//
// Solidity: function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256 amountOut)
func (feeRouter *FeeRouter) UnpackSwapExactTokensForETH(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactTokensForETH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactTokensForETHPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x122875b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForETHPermit2(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, ((address,uint256),uint256,uint256) permit, bytes signature) returns(uint256 amountOut)
func (feeRouter *FeeRouter) PackSwapExactTokensForETHPermit2(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int, permit IPermit2PermitTransferFrom, signature []byte) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForETHPermit2", amountIn, amountOutMin, path, to, deadline, permit, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForETHPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x122875b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForETHPermit2(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, ((address,uint256),uint256,uint256) permit, bytes signature) returns(uint256 amountOut)
func (feeRouter *FeeRouter) TryPackSwapExactTokensForETHPermit2(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int, permit IPermit2PermitTransferFrom, signature []byte) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForETHPermit2", amountIn, amountOutMin, path, to, deadline, permit, signature)
}

// UnpackSwapExactTokensForETHPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x122875b2.
//
// Solidity: function swapExactTokensForETHPermit2(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, ((address,uint256),uint256,uint256) permit, bytes signature) returns(uint256 amountOut)
func (feeRouter *FeeRouter) UnpackSwapExactTokensForETHPermit2(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactTokensForETHPermit2", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactTokensForETHSplit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1337943.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForETHSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) PackSwapExactTokensForETHSplit(legs []IFeeRouterLeg, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForETHSplit", legs, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForETHSplit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1337943.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForETHSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) TryPackSwapExactTokensForETHSplit(legs []IFeeRouterLeg, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForETHSplit", legs, to, deadline)
}

// UnpackSwapExactTokensForETHSplit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc1337943.
//
// Solidity: function swapExactTokensForETHSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) UnpackSwapExactTokensForETHSplit(data []byte) ([]*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactTokensForETHSplit", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactTokensForETHSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x791ac947.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (feeRouter *FeeRouter) PackSwapExactTokensForETHSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForETHSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForETHSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x791ac947.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (feeRouter *FeeRouter) TryPackSwapExactTokensForETHSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForETHSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
}

// PackSwapExactTokensForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ed1739.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256 amountOut)
func (feeRouter *FeeRouter) PackSwapExactTokensForTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForTokens", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ed1739.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256 amountOut)
func (feeRouter *FeeRouter) TryPackSwapExactTokensForTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForTokens", amountIn, amountOutMin, path, to, deadline)
}

// UnpackSwapExactTokensForTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38ed1739.
//
// Solidity: function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256 amountOut)
func (feeRouter *FeeRouter) UnpackSwapExactTokensForTokens(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactTokensForTokens", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactTokensForTokensPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3a7ca1f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForTokensPermit2(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, ((address,uint256),uint256,uint256) permit, bytes signature) returns(uint256 amountOut)
func (feeRouter *FeeRouter) PackSwapExactTokensForTokensPermit2(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int, permit IPermit2PermitTransferFrom, signature []byte) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForTokensPermit2", amountIn, amountOutMin, path, to, deadline, permit, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForTokensPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3a7ca1f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForTokensPermit2(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, ((address,uint256),uint256,uint256) permit, bytes signature) returns(uint256 amountOut)
func (feeRouter *FeeRouter) TryPackSwapExactTokensForTokensPermit2(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int, permit IPermit2PermitTransferFrom, signature []byte) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForTokensPermit2", amountIn, amountOutMin, path, to, deadline, permit, signature)
}

// UnpackSwapExactTokensForTokensPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3a7ca1f.
//
// Solidity: function swapExactTokensForTokensPermit2(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, ((address,uint256),uint256,uint256) permit, bytes signature) returns(uint256 amountOut)
func (feeRouter *FeeRouter) UnpackSwapExactTokensForTokensPermit2(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactTokensForTokensPermit2", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapExactTokensForTokensSplit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00cfa9e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForTokensSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) PackSwapExactTokensForTokensSplit(legs []IFeeRouterLeg, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForTokensSplit", legs, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForTokensSplit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00cfa9e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForTokensSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) TryPackSwapExactTokensForTokensSplit(legs []IFeeRouterLeg, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForTokensSplit", legs, to, deadline)
}

// UnpackSwapExactTokensForTokensSplit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00cfa9e9.
//
// Solidity: function swapExactTokensForTokensSplit((address[],uint256,uint256)[] legs, address to, uint256 deadline) returns(uint256[] amountsOut)
func (feeRouter *FeeRouter) UnpackSwapExactTokensForTokensSplit(data []byte) ([]*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapExactTokensForTokensSplit", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactTokensForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c11d795.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (feeRouter *FeeRouter) PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapExactTokensForTokensSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c11d795.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (feeRouter *FeeRouter) TryPackSwapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapExactTokensForTokensSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
}

// PackSwapTokensForExactETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a25d94a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256 amountIn)
func (feeRouter *FeeRouter) PackSwapTokensForExactETH(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapTokensForExactETH", amountOut, amountInMax, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapTokensForExactETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a25d94a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256 amountIn)
func (feeRouter *FeeRouter) TryPackSwapTokensForExactETH(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapTokensForExactETH", amountOut, amountInMax, path, to, deadline)
}

// UnpackSwapTokensForExactETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a25d94a.
//
// Solidity: function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256 amountIn)
func (feeRouter *FeeRouter) UnpackSwapTokensForExactETH(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapTokensForExactETH", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwapTokensForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8803dbee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256 amountIn)
func (feeRouter *FeeRouter) PackSwapTokensForExactTokens(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := feeRouter.abi.Pack("swapTokensForExactTokens", amountOut, amountInMax, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapTokensForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8803dbee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256 amountIn)
func (feeRouter *FeeRouter) TryPackSwapTokensForExactTokens(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return feeRouter.abi.Pack("swapTokensForExactTokens", amountOut, amountInMax, path, to, deadline)
}

// UnpackSwapTokensForExactTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8803dbee.
//
// Solidity: function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256 amountIn)
func (feeRouter *FeeRouter) UnpackSwapTokensForExactTokens(data []byte) (*big.Int, error) {
	out, err := feeRouter.abi.Unpack("swapTokensForExactTokens", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (feeRouter *FeeRouter) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := feeRouter.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (feeRouter *FeeRouter) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return feeRouter.abi.Pack("transferOwnership", newOwner)
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (feeRouter *FeeRouter) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := feeRouter.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (feeRouter *FeeRouter) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return feeRouter.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// PackUpgradesRenounced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x149be9b9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (feeRouter *FeeRouter) PackUpgradesRenounced() []byte {
	enc, err := feeRouter.abi.Pack("upgradesRenounced")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradesRenounced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x149be9b9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (feeRouter *FeeRouter) TryPackUpgradesRenounced() ([]byte, error) {
	return feeRouter.abi.Pack("upgradesRenounced")
}

// UnpackUpgradesRenounced is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x149be9b9.
//
// Solidity: function upgradesRenounced() view returns(bool)
func (feeRouter *FeeRouter) UnpackUpgradesRenounced(data []byte) (bool, error) {
	out, err := feeRouter.abi.Unpack("upgradesRenounced", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWeth is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fc8cef3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weth() view returns(address)
func (feeRouter *FeeRouter) PackWeth() []byte {
	enc, err := feeRouter.abi.Pack("weth")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeth is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fc8cef3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weth() view returns(address)
func (feeRouter *FeeRouter) TryPackWeth() ([]byte, error) {
	return feeRouter.abi.Pack("weth")
}

// UnpackWeth is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3fc8cef3.
//
// Solidity: function weth() view returns(address)
func (feeRouter *FeeRouter) UnpackWeth(data []byte) (common.Address, error) {
	out, err := feeRouter.abi.Unpack("weth", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// FeeRouterCollectorSet represents a CollectorSet event raised by the FeeRouter contract.
type FeeRouterCollectorSet struct {
	Collector common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const FeeRouterCollectorSetEventName = "CollectorSet"

// ContractEventName returns the user-defined event name.
func (FeeRouterCollectorSet) ContractEventName() string {
	return FeeRouterCollectorSetEventName
}

// UnpackCollectorSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollectorSet(address collector)
func (feeRouter *FeeRouter) UnpackCollectorSetEvent(log *types.Log) (*FeeRouterCollectorSet, error) {
	event := "CollectorSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterCollectorSet)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterCreatorFee represents a CreatorFee event raised by the FeeRouter contract.
type FeeRouterCreatorFee struct {
	Token      common.Address
	Creator    common.Address
	QuoteAsset common.Address
	Amount     *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const FeeRouterCreatorFeeEventName = "CreatorFee"

// ContractEventName returns the user-defined event name.
func (FeeRouterCreatorFee) ContractEventName() string {
	return FeeRouterCreatorFeeEventName
}

// UnpackCreatorFeeEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreatorFee(address indexed token, address indexed creator, address quoteAsset, uint256 amount)
func (feeRouter *FeeRouter) UnpackCreatorFeeEvent(log *types.Log) (*FeeRouterCreatorFee, error) {
	event := "CreatorFee"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterCreatorFee)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterCreatorFeeConfigSet represents a CreatorFeeConfigSet event raised by the FeeRouter contract.
type FeeRouterCreatorFeeConfigSet struct {
	Registry      common.Address
	Vault         common.Address
	CreatorFeeBps *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const FeeRouterCreatorFeeConfigSetEventName = "CreatorFeeConfigSet"

// ContractEventName returns the user-defined event name.
func (FeeRouterCreatorFeeConfigSet) ContractEventName() string {
	return FeeRouterCreatorFeeConfigSetEventName
}

// UnpackCreatorFeeConfigSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreatorFeeConfigSet(address registry, address vault, uint256 creatorFeeBps)
func (feeRouter *FeeRouter) UnpackCreatorFeeConfigSetEvent(log *types.Log) (*FeeRouterCreatorFeeConfigSet, error) {
	event := "CreatorFeeConfigSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterCreatorFeeConfigSet)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterInitialized represents a Initialized event raised by the FeeRouter contract.
type FeeRouterInitialized struct {
	Version uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeRouterInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (FeeRouterInitialized) ContractEventName() string {
	return FeeRouterInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint64 version)
func (feeRouter *FeeRouter) UnpackInitializedEvent(log *types.Log) (*FeeRouterInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterInitialized)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterOwnershipTransferred represents a OwnershipTransferred event raised by the FeeRouter contract.
type FeeRouterOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const FeeRouterOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (FeeRouterOwnershipTransferred) ContractEventName() string {
	return FeeRouterOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (feeRouter *FeeRouter) UnpackOwnershipTransferredEvent(log *types.Log) (*FeeRouterOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterPermit2Set represents a Permit2Set event raised by the FeeRouter contract.
type FeeRouterPermit2Set struct {
	Permit2 common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeRouterPermit2SetEventName = "Permit2Set"

// ContractEventName returns the user-defined event name.
func (FeeRouterPermit2Set) ContractEventName() string {
	return FeeRouterPermit2SetEventName
}

// UnpackPermit2SetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Permit2Set(address permit2)
func (feeRouter *FeeRouter) UnpackPermit2SetEvent(log *types.Log) (*FeeRouterPermit2Set, error) {
	event := "Permit2Set"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterPermit2Set)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterProtocolFeeSet represents a ProtocolFeeSet event raised by the FeeRouter contract.
type FeeRouterProtocolFeeSet struct {
	ProtocolFeeBps *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const FeeRouterProtocolFeeSetEventName = "ProtocolFeeSet"

// ContractEventName returns the user-defined event name.
func (FeeRouterProtocolFeeSet) ContractEventName() string {
	return FeeRouterProtocolFeeSetEventName
}

// UnpackProtocolFeeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProtocolFeeSet(uint256 protocolFeeBps)
func (feeRouter *FeeRouter) UnpackProtocolFeeSetEvent(log *types.Log) (*FeeRouterProtocolFeeSet, error) {
	event := "ProtocolFeeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterProtocolFeeSet)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterQuoteRegistrySet represents a QuoteRegistrySet event raised by the FeeRouter contract.
type FeeRouterQuoteRegistrySet struct {
	QuoteRegistry common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const FeeRouterQuoteRegistrySetEventName = "QuoteRegistrySet"

// ContractEventName returns the user-defined event name.
func (FeeRouterQuoteRegistrySet) ContractEventName() string {
	return FeeRouterQuoteRegistrySetEventName
}

// UnpackQuoteRegistrySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event QuoteRegistrySet(address quoteRegistry)
func (feeRouter *FeeRouter) UnpackQuoteRegistrySetEvent(log *types.Log) (*FeeRouterQuoteRegistrySet, error) {
	event := "QuoteRegistrySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterQuoteRegistrySet)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterRescued represents a Rescued event raised by the FeeRouter contract.
type FeeRouterRescued struct {
	Token  common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const FeeRouterRescuedEventName = "Rescued"

// ContractEventName returns the user-defined event name.
func (FeeRouterRescued) ContractEventName() string {
	return FeeRouterRescuedEventName
}

// UnpackRescuedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Rescued(address indexed token, address indexed to, uint256 amount)
func (feeRouter *FeeRouter) UnpackRescuedEvent(log *types.Log) (*FeeRouterRescued, error) {
	event := "Rescued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterRescued)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterSwap represents a Swap event raised by the FeeRouter contract.
type FeeRouterSwap struct {
	User      common.Address
	TokenIn   common.Address
	TokenOut  common.Address
	AmountIn  *big.Int
	AmountOut *big.Int
	FeeToken  common.Address
	FeeAmount *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const FeeRouterSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (FeeRouterSwap) ContractEventName() string {
	return FeeRouterSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed user, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address feeToken, uint256 feeAmount)
func (feeRouter *FeeRouter) UnpackSwapEvent(log *types.Log) (*FeeRouterSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterSwap)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterUpgradeabilityRenounced represents a UpgradeabilityRenounced event raised by the FeeRouter contract.
type FeeRouterUpgradeabilityRenounced struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const FeeRouterUpgradeabilityRenouncedEventName = "UpgradeabilityRenounced"

// ContractEventName returns the user-defined event name.
func (FeeRouterUpgradeabilityRenounced) ContractEventName() string {
	return FeeRouterUpgradeabilityRenouncedEventName
}

// UnpackUpgradeabilityRenouncedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpgradeabilityRenounced()
func (feeRouter *FeeRouter) UnpackUpgradeabilityRenouncedEvent(log *types.Log) (*FeeRouterUpgradeabilityRenounced, error) {
	event := "UpgradeabilityRenounced"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterUpgradeabilityRenounced)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// FeeRouterUpgraded represents a Upgraded event raised by the FeeRouter contract.
type FeeRouterUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const FeeRouterUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (FeeRouterUpgraded) ContractEventName() string {
	return FeeRouterUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (feeRouter *FeeRouter) UnpackUpgradedEvent(log *types.Log) (*FeeRouterUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeRouterUpgraded)
	if len(log.Data) > 0 {
		if err := feeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeRouter.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (feeRouter *FeeRouter) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return feeRouter.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["BadLegCount"].ID.Bytes()[:4]) {
		return feeRouter.UnpackBadLegCountError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["ERC1967InvalidImplementation"].ID.Bytes()[:4]) {
		return feeRouter.UnpackERC1967InvalidImplementationError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["ERC1967NonPayable"].ID.Bytes()[:4]) {
		return feeRouter.UnpackERC1967NonPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["EthTransferFailed"].ID.Bytes()[:4]) {
		return feeRouter.UnpackEthTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["ExcessiveInputAmount"].ID.Bytes()[:4]) {
		return feeRouter.UnpackExcessiveInputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["Expired"].ID.Bytes()[:4]) {
		return feeRouter.UnpackExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return feeRouter.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["FeeTooHigh"].ID.Bytes()[:4]) {
		return feeRouter.UnpackFeeTooHighError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["InsufficientOutputAmount"].ID.Bytes()[:4]) {
		return feeRouter.UnpackInsufficientOutputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["InvalidInitialization"].ID.Bytes()[:4]) {
		return feeRouter.UnpackInvalidInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["InvalidPath"].ID.Bytes()[:4]) {
		return feeRouter.UnpackInvalidPathError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["NoQuoteSide"].ID.Bytes()[:4]) {
		return feeRouter.UnpackNoQuoteSideError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["NotInitializing"].ID.Bytes()[:4]) {
		return feeRouter.UnpackNotInitializingError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["NotWETH"].ID.Bytes()[:4]) {
		return feeRouter.UnpackNotWETHError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return feeRouter.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return feeRouter.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["Permit2Unset"].ID.Bytes()[:4]) {
		return feeRouter.UnpackPermit2UnsetError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["PermitTokenMismatch"].ID.Bytes()[:4]) {
		return feeRouter.UnpackPermitTokenMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return feeRouter.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return feeRouter.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["UUPSUnauthorizedCallContext"].ID.Bytes()[:4]) {
		return feeRouter.UnpackUUPSUnauthorizedCallContextError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["UUPSUnsupportedProxiableUUID"].ID.Bytes()[:4]) {
		return feeRouter.UnpackUUPSUnsupportedProxiableUUIDError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["UpgradesRenounced"].ID.Bytes()[:4]) {
		return feeRouter.UnpackUpgradesRenouncedError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["ValueMismatch"].ID.Bytes()[:4]) {
		return feeRouter.UnpackValueMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeRouter.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return feeRouter.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeRouterAddressEmptyCode represents a AddressEmptyCode error raised by the FeeRouter contract.
type FeeRouterAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func FeeRouterAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (feeRouter *FeeRouter) UnpackAddressEmptyCodeError(raw []byte) (*FeeRouterAddressEmptyCode, error) {
	out := new(FeeRouterAddressEmptyCode)
	if err := feeRouter.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterBadLegCount represents a BadLegCount error raised by the FeeRouter contract.
type FeeRouterBadLegCount struct {
	Legs *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadLegCount(uint256 legs)
func FeeRouterBadLegCountErrorID() common.Hash {
	return common.HexToHash("0x0ff87a0ffb184be41a7b62c83ded267700e28eeb8457064019e807f9f158254f")
}

// UnpackBadLegCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadLegCount(uint256 legs)
func (feeRouter *FeeRouter) UnpackBadLegCountError(raw []byte) (*FeeRouterBadLegCount, error) {
	out := new(FeeRouterBadLegCount)
	if err := feeRouter.abi.UnpackIntoInterface(out, "BadLegCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterERC1967InvalidImplementation represents a ERC1967InvalidImplementation error raised by the FeeRouter contract.
type FeeRouterERC1967InvalidImplementation struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func FeeRouterERC1967InvalidImplementationErrorID() common.Hash {
	return common.HexToHash("0x4c9c8ce3ceb3130f17f7cdba48d89b5b0129f266a8bac114e6e315a41879b617")
}

// UnpackERC1967InvalidImplementationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func (feeRouter *FeeRouter) UnpackERC1967InvalidImplementationError(raw []byte) (*FeeRouterERC1967InvalidImplementation, error) {
	out := new(FeeRouterERC1967InvalidImplementation)
	if err := feeRouter.abi.UnpackIntoInterface(out, "ERC1967InvalidImplementation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterERC1967NonPayable represents a ERC1967NonPayable error raised by the FeeRouter contract.
type FeeRouterERC1967NonPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967NonPayable()
func FeeRouterERC1967NonPayableErrorID() common.Hash {
	return common.HexToHash("0xb398979fa84f543c8e222f17890372c487baf85e062276c127fef521eea7224b")
}

// UnpackERC1967NonPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967NonPayable()
func (feeRouter *FeeRouter) UnpackERC1967NonPayableError(raw []byte) (*FeeRouterERC1967NonPayable, error) {
	out := new(FeeRouterERC1967NonPayable)
	if err := feeRouter.abi.UnpackIntoInterface(out, "ERC1967NonPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterEthTransferFailed represents a EthTransferFailed error raised by the FeeRouter contract.
type FeeRouterEthTransferFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EthTransferFailed()
func FeeRouterEthTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x6d963f88320eb7ba26bde12e9a148612be34ed8cfb2f4e191e88c4af7a5386fc")
}

// UnpackEthTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EthTransferFailed()
func (feeRouter *FeeRouter) UnpackEthTransferFailedError(raw []byte) (*FeeRouterEthTransferFailed, error) {
	out := new(FeeRouterEthTransferFailed)
	if err := feeRouter.abi.UnpackIntoInterface(out, "EthTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterExcessiveInputAmount represents a ExcessiveInputAmount error raised by the FeeRouter contract.
type FeeRouterExcessiveInputAmount struct {
	AmountIn    *big.Int
	AmountInMax *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExcessiveInputAmount(uint256 amountIn, uint256 amountInMax)
func FeeRouterExcessiveInputAmountErrorID() common.Hash {
	return common.HexToHash("0x4c67496be0b95c9637193fb848e91e56659f55329978ab3b1034042d97514103")
}

// UnpackExcessiveInputAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExcessiveInputAmount(uint256 amountIn, uint256 amountInMax)
func (feeRouter *FeeRouter) UnpackExcessiveInputAmountError(raw []byte) (*FeeRouterExcessiveInputAmount, error) {
	out := new(FeeRouterExcessiveInputAmount)
	if err := feeRouter.abi.UnpackIntoInterface(out, "ExcessiveInputAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterExpired represents a Expired error raised by the FeeRouter contract.
type FeeRouterExpired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Expired()
func FeeRouterExpiredErrorID() common.Hash {
	return common.HexToHash("0x203d82d8d99f63bfecc8335216735e0271df4249ea752b030f9ab305b94e5afe")
}

// UnpackExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Expired()
func (feeRouter *FeeRouter) UnpackExpiredError(raw []byte) (*FeeRouterExpired, error) {
	out := new(FeeRouterExpired)
	if err := feeRouter.abi.UnpackIntoInterface(out, "Expired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterFailedCall represents a FailedCall error raised by the FeeRouter contract.
type FeeRouterFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func FeeRouterFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (feeRouter *FeeRouter) UnpackFailedCallError(raw []byte) (*FeeRouterFailedCall, error) {
	out := new(FeeRouterFailedCall)
	if err := feeRouter.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterFeeTooHigh represents a FeeTooHigh error raised by the FeeRouter contract.
type FeeRouterFeeTooHigh struct {
	Bps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeTooHigh(uint256 bps)
func FeeRouterFeeTooHighErrorID() common.Hash {
	return common.HexToHash("0x7b9314203a3b3ff62160a372518d07bc82a41321a06443b2fb210b880301fa53")
}

// UnpackFeeTooHighError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeTooHigh(uint256 bps)
func (feeRouter *FeeRouter) UnpackFeeTooHighError(raw []byte) (*FeeRouterFeeTooHigh, error) {
	out := new(FeeRouterFeeTooHigh)
	if err := feeRouter.abi.UnpackIntoInterface(out, "FeeTooHigh", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterInsufficientOutputAmount represents a InsufficientOutputAmount error raised by the FeeRouter contract.
type FeeRouterInsufficientOutputAmount struct {
	AmountOut    *big.Int
	AmountOutMin *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)
func FeeRouterInsufficientOutputAmountErrorID() common.Hash {
	return common.HexToHash("0xd28d3eb58de0e2c2118ee83af6b35f3ec0b2c076ca496e3616c2510a2ba14cf2")
}

// UnpackInsufficientOutputAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutputAmount(uint256 amountOut, uint256 amountOutMin)
func (feeRouter *FeeRouter) UnpackInsufficientOutputAmountError(raw []byte) (*FeeRouterInsufficientOutputAmount, error) {
	out := new(FeeRouterInsufficientOutputAmount)
	if err := feeRouter.abi.UnpackIntoInterface(out, "InsufficientOutputAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterInvalidInitialization represents a InvalidInitialization error raised by the FeeRouter contract.
type FeeRouterInvalidInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInitialization()
func FeeRouterInvalidInitializationErrorID() common.Hash {
	return common.HexToHash("0xf92ee8a957075833165f68c320933b1a1294aafc84ee6e0dd3fb178008f9aaf5")
}

// UnpackInvalidInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInitialization()
func (feeRouter *FeeRouter) UnpackInvalidInitializationError(raw []byte) (*FeeRouterInvalidInitialization, error) {
	out := new(FeeRouterInvalidInitialization)
	if err := feeRouter.abi.UnpackIntoInterface(out, "InvalidInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterInvalidPath represents a InvalidPath error raised by the FeeRouter contract.
type FeeRouterInvalidPath struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPath()
func FeeRouterInvalidPathErrorID() common.Hash {
	return common.HexToHash("0x20db826769e3af8321787ba1a381ae0528298df9eba27cc33194b460ff8a3602")
}

// UnpackInvalidPathError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPath()
func (feeRouter *FeeRouter) UnpackInvalidPathError(raw []byte) (*FeeRouterInvalidPath, error) {
	out := new(FeeRouterInvalidPath)
	if err := feeRouter.abi.UnpackIntoInterface(out, "InvalidPath", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterNoQuoteSide represents a NoQuoteSide error raised by the FeeRouter contract.
type FeeRouterNoQuoteSide struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoQuoteSide()
func FeeRouterNoQuoteSideErrorID() common.Hash {
	return common.HexToHash("0x38c7028f2a80193cac8cd51fcc9895c008f1f21dc1c973a038fb7e75c726d3d7")
}

// UnpackNoQuoteSideError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoQuoteSide()
func (feeRouter *FeeRouter) UnpackNoQuoteSideError(raw []byte) (*FeeRouterNoQuoteSide, error) {
	out := new(FeeRouterNoQuoteSide)
	if err := feeRouter.abi.UnpackIntoInterface(out, "NoQuoteSide", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterNotInitializing represents a NotInitializing error raised by the FeeRouter contract.
type FeeRouterNotInitializing struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInitializing()
func FeeRouterNotInitializingErrorID() common.Hash {
	return common.HexToHash("0xd7e6bcf8597daa127dc9f0048d2f08d5ef140a2cb659feabd700beff1f7a8302")
}

// UnpackNotInitializingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInitializing()
func (feeRouter *FeeRouter) UnpackNotInitializingError(raw []byte) (*FeeRouterNotInitializing, error) {
	out := new(FeeRouterNotInitializing)
	if err := feeRouter.abi.UnpackIntoInterface(out, "NotInitializing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterNotWETH represents a NotWETH error raised by the FeeRouter contract.
type FeeRouterNotWETH struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotWETH()
func FeeRouterNotWETHErrorID() common.Hash {
	return common.HexToHash("0x5724f3854d3d0bb958e46440ab5fcbd0c6d52646c33544bc8c67edfe304b029b")
}

// UnpackNotWETHError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotWETH()
func (feeRouter *FeeRouter) UnpackNotWETHError(raw []byte) (*FeeRouterNotWETH, error) {
	out := new(FeeRouterNotWETH)
	if err := feeRouter.abi.UnpackIntoInterface(out, "NotWETH", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the FeeRouter contract.
type FeeRouterOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func FeeRouterOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (feeRouter *FeeRouter) UnpackOwnableInvalidOwnerError(raw []byte) (*FeeRouterOwnableInvalidOwner, error) {
	out := new(FeeRouterOwnableInvalidOwner)
	if err := feeRouter.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the FeeRouter contract.
type FeeRouterOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func FeeRouterOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (feeRouter *FeeRouter) UnpackOwnableUnauthorizedAccountError(raw []byte) (*FeeRouterOwnableUnauthorizedAccount, error) {
	out := new(FeeRouterOwnableUnauthorizedAccount)
	if err := feeRouter.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterPermit2Unset represents a Permit2Unset error raised by the FeeRouter contract.
type FeeRouterPermit2Unset struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Permit2Unset()
func FeeRouterPermit2UnsetErrorID() common.Hash {
	return common.HexToHash("0x29d5dde4d5fd1b654f9a5b80ea95427e6a1a050c6b6c7ac67179a0abf40a7ab8")
}

// UnpackPermit2UnsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Permit2Unset()
func (feeRouter *FeeRouter) UnpackPermit2UnsetError(raw []byte) (*FeeRouterPermit2Unset, error) {
	out := new(FeeRouterPermit2Unset)
	if err := feeRouter.abi.UnpackIntoInterface(out, "Permit2Unset", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterPermitTokenMismatch represents a PermitTokenMismatch error raised by the FeeRouter contract.
type FeeRouterPermitTokenMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PermitTokenMismatch()
func FeeRouterPermitTokenMismatchErrorID() common.Hash {
	return common.HexToHash("0x6c4e7696ae2b79c97c297e136deaa3e3ca73da2eb2047c731b5ac9d0ead76701")
}

// UnpackPermitTokenMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PermitTokenMismatch()
func (feeRouter *FeeRouter) UnpackPermitTokenMismatchError(raw []byte) (*FeeRouterPermitTokenMismatch, error) {
	out := new(FeeRouterPermitTokenMismatch)
	if err := feeRouter.abi.UnpackIntoInterface(out, "PermitTokenMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the FeeRouter contract.
type FeeRouterReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func FeeRouterReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (feeRouter *FeeRouter) UnpackReentrancyGuardReentrantCallError(raw []byte) (*FeeRouterReentrancyGuardReentrantCall, error) {
	out := new(FeeRouterReentrancyGuardReentrantCall)
	if err := feeRouter.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the FeeRouter contract.
type FeeRouterSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func FeeRouterSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (feeRouter *FeeRouter) UnpackSafeERC20FailedOperationError(raw []byte) (*FeeRouterSafeERC20FailedOperation, error) {
	out := new(FeeRouterSafeERC20FailedOperation)
	if err := feeRouter.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterUUPSUnauthorizedCallContext represents a UUPSUnauthorizedCallContext error raised by the FeeRouter contract.
type FeeRouterUUPSUnauthorizedCallContext struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnauthorizedCallContext()
func FeeRouterUUPSUnauthorizedCallContextErrorID() common.Hash {
	return common.HexToHash("0xe07c8dba242a06571ac65fe4bbe20522c9fb111cb33599b799ff8039c1ed18f4")
}

// UnpackUUPSUnauthorizedCallContextError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnauthorizedCallContext()
func (feeRouter *FeeRouter) UnpackUUPSUnauthorizedCallContextError(raw []byte) (*FeeRouterUUPSUnauthorizedCallContext, error) {
	out := new(FeeRouterUUPSUnauthorizedCallContext)
	if err := feeRouter.abi.UnpackIntoInterface(out, "UUPSUnauthorizedCallContext", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterUUPSUnsupportedProxiableUUID represents a UUPSUnsupportedProxiableUUID error raised by the FeeRouter contract.
type FeeRouterUUPSUnsupportedProxiableUUID struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func FeeRouterUUPSUnsupportedProxiableUUIDErrorID() common.Hash {
	return common.HexToHash("0xaa1d49a4c084bfa9aeeee2a0be65267a7f19ba7e1476b114dac513d2c14cb563")
}

// UnpackUUPSUnsupportedProxiableUUIDError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func (feeRouter *FeeRouter) UnpackUUPSUnsupportedProxiableUUIDError(raw []byte) (*FeeRouterUUPSUnsupportedProxiableUUID, error) {
	out := new(FeeRouterUUPSUnsupportedProxiableUUID)
	if err := feeRouter.abi.UnpackIntoInterface(out, "UUPSUnsupportedProxiableUUID", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterUpgradesRenounced represents a UpgradesRenounced error raised by the FeeRouter contract.
type FeeRouterUpgradesRenounced struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UpgradesRenounced()
func FeeRouterUpgradesRenouncedErrorID() common.Hash {
	return common.HexToHash("0x52d7b291eab5f9f987536ea8ebf1b78148005b334a37361247dcc5c0bafbcaba")
}

// UnpackUpgradesRenouncedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UpgradesRenounced()
func (feeRouter *FeeRouter) UnpackUpgradesRenouncedError(raw []byte) (*FeeRouterUpgradesRenounced, error) {
	out := new(FeeRouterUpgradesRenounced)
	if err := feeRouter.abi.UnpackIntoInterface(out, "UpgradesRenounced", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterValueMismatch represents a ValueMismatch error raised by the FeeRouter contract.
type FeeRouterValueMismatch struct {
	Value     *big.Int
	LegsTotal *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ValueMismatch(uint256 value, uint256 legsTotal)
func FeeRouterValueMismatchErrorID() common.Hash {
	return common.HexToHash("0x626ade30b602bf9a3b5aab29d4b89b4e805bf63222f673c9b10b2f6ca4f2b089")
}

// UnpackValueMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ValueMismatch(uint256 value, uint256 legsTotal)
func (feeRouter *FeeRouter) UnpackValueMismatchError(raw []byte) (*FeeRouterValueMismatch, error) {
	out := new(FeeRouterValueMismatch)
	if err := feeRouter.abi.UnpackIntoInterface(out, "ValueMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeRouterZeroAddress represents a ZeroAddress error raised by the FeeRouter contract.
type FeeRouterZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func FeeRouterZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (feeRouter *FeeRouter) UnpackZeroAddressError(raw []byte) (*FeeRouterZeroAddress, error) {
	out := new(FeeRouterZeroAddress)
	if err := feeRouter.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoProxyMetaData contains all meta data concerning the NeoProxy contract.
var NeoProxyMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"stateMutability\":\"payable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967ProxyUninitialized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"stateMutability\":\"payable\",\"type\":\"fallback\"}]",
	ID:  "b3d72e02618f13f7bf1e588a0e604dd516",
	Bin: "0x60806040526040516103913803806103918339810160408190526100229161023c565b81818051610043576040516330a289cf60e21b815260040160405180910390fd5b61004d8282610056565b5050505061030b565b61005f826100b4565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a28051156100a8576100a3828261012f565b505050565b6100b06101d0565b5050565b806001600160a01b03163b5f036100ee57604051634c9c8ce360e01b81526001600160a01b03821660048201526024015b60405180910390fd5b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc80546001600160a01b0319166001600160a01b0392909216919091179055565b60605f61013c84846101f1565b905080801561015d57505f3d118061015d57505f846001600160a01b03163b115b156101725761016a610204565b9150506101ca565b801561019c57604051639996b31560e01b81526001600160a01b03851660048201526024016100e5565b3d156101af576101aa61021d565b6101c8565b60405163d6bda27560e01b815260040160405180910390fd5b505b92915050565b34156101ef5760405163b398979f60e01b815260040160405180910390fd5b565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b634e487b7160e01b5f52604160045260245ffd5b5f5f6040838503121561024d575f5ffd5b82516001600160a01b0381168114610263575f5ffd5b60208401519092506001600160401b0381111561027e575f5ffd5b8301601f8101851361028e575f5ffd5b80516001600160401b038111156102a7576102a7610228565b604051601f8201601f19908116603f011681016001600160401b03811182821017156102d5576102d5610228565b6040528181528282016020018710156102ec575f5ffd5b8160208401602083015e5f602083830101528093505050509250929050565b607a806103175f395ff3fe6080604052600a600c565b005b60186014601a565b6050565b565b5f604b7f360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc546001600160a01b031690565b905090565b365f5f375f5f365f845af43d5f5f3e8080156069573d5ff35b3d5ffdfea164736f6c6343000825000a",
}

// NeoProxy is an auto generated Go binding around an Ethereum contract.
type NeoProxy struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NeoProxy) GetABI() abi.ABI {
	return c.abi
}

// NewNeoProxy creates a new instance of NeoProxy.
func NewNeoProxy() *NeoProxy {
	parsed, err := NeoProxyMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NeoProxy{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NeoProxy) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address implementation, bytes data) payable returns()
func (neoProxy *NeoProxy) PackConstructor(implementation common.Address, data []byte) []byte {
	enc, err := neoProxy.abi.Pack("", implementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// NeoProxyUpgraded represents a Upgraded event raised by the NeoProxy contract.
type NeoProxyUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const NeoProxyUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (NeoProxyUpgraded) ContractEventName() string {
	return NeoProxyUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (neoProxy *NeoProxy) UnpackUpgradedEvent(log *types.Log) (*NeoProxyUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoProxy.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoProxyUpgraded)
	if len(log.Data) > 0 {
		if err := neoProxy.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoProxy.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (neoProxy *NeoProxy) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], neoProxy.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return neoProxy.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoProxy.abi.Errors["ERC1967InvalidImplementation"].ID.Bytes()[:4]) {
		return neoProxy.UnpackERC1967InvalidImplementationError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoProxy.abi.Errors["ERC1967NonPayable"].ID.Bytes()[:4]) {
		return neoProxy.UnpackERC1967NonPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoProxy.abi.Errors["ERC1967ProxyUninitialized"].ID.Bytes()[:4]) {
		return neoProxy.UnpackERC1967ProxyUninitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoProxy.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return neoProxy.UnpackFailedCallError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// NeoProxyAddressEmptyCode represents a AddressEmptyCode error raised by the NeoProxy contract.
type NeoProxyAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func NeoProxyAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (neoProxy *NeoProxy) UnpackAddressEmptyCodeError(raw []byte) (*NeoProxyAddressEmptyCode, error) {
	out := new(NeoProxyAddressEmptyCode)
	if err := neoProxy.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoProxyERC1967InvalidImplementation represents a ERC1967InvalidImplementation error raised by the NeoProxy contract.
type NeoProxyERC1967InvalidImplementation struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func NeoProxyERC1967InvalidImplementationErrorID() common.Hash {
	return common.HexToHash("0x4c9c8ce3ceb3130f17f7cdba48d89b5b0129f266a8bac114e6e315a41879b617")
}

// UnpackERC1967InvalidImplementationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func (neoProxy *NeoProxy) UnpackERC1967InvalidImplementationError(raw []byte) (*NeoProxyERC1967InvalidImplementation, error) {
	out := new(NeoProxyERC1967InvalidImplementation)
	if err := neoProxy.abi.UnpackIntoInterface(out, "ERC1967InvalidImplementation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoProxyERC1967NonPayable represents a ERC1967NonPayable error raised by the NeoProxy contract.
type NeoProxyERC1967NonPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967NonPayable()
func NeoProxyERC1967NonPayableErrorID() common.Hash {
	return common.HexToHash("0xb398979fa84f543c8e222f17890372c487baf85e062276c127fef521eea7224b")
}

// UnpackERC1967NonPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967NonPayable()
func (neoProxy *NeoProxy) UnpackERC1967NonPayableError(raw []byte) (*NeoProxyERC1967NonPayable, error) {
	out := new(NeoProxyERC1967NonPayable)
	if err := neoProxy.abi.UnpackIntoInterface(out, "ERC1967NonPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoProxyERC1967ProxyUninitialized represents a ERC1967ProxyUninitialized error raised by the NeoProxy contract.
type NeoProxyERC1967ProxyUninitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967ProxyUninitialized()
func NeoProxyERC1967ProxyUninitializedErrorID() common.Hash {
	return common.HexToHash("0xc28a273c3fe16468cad2234091c09b146f46a93b2ad4069739c7beddfa5b3529")
}

// UnpackERC1967ProxyUninitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967ProxyUninitialized()
func (neoProxy *NeoProxy) UnpackERC1967ProxyUninitializedError(raw []byte) (*NeoProxyERC1967ProxyUninitialized, error) {
	out := new(NeoProxyERC1967ProxyUninitialized)
	if err := neoProxy.abi.UnpackIntoInterface(out, "ERC1967ProxyUninitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoProxyFailedCall represents a FailedCall error raised by the NeoProxy contract.
type NeoProxyFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func NeoProxyFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (neoProxy *NeoProxy) UnpackFailedCallError(raw []byte) (*NeoProxyFailedCall, error) {
	out := new(NeoProxyFailedCall)
	if err := neoProxy.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoSwapFactoryMetaData contains all meta data concerning the NeoSwapFactory contract.
var NeoSwapFactoryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_feeToSetter\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"_perimeter\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousFeeTo\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newFeeTo\",\"type\":\"address\"}],\"name\":\"FeeToSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousFeeToSetter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newFeeToSetter\",\"type\":\"address\"}],\"name\":\"FeeToSetterTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousFeeToSetter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newFeeToSetter\",\"type\":\"address\"}],\"name\":\"FeeToSetterTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token0\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token1\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"pair\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"allPairsLength\",\"type\":\"uint256\"}],\"name\":\"PairCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"quoteRegistry\",\"type\":\"address\"}],\"name\":\"QuoteRegistrySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"SwapAllowedSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"swapFeeBps\",\"type\":\"uint256\"}],\"name\":\"SwapFeeSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"INIT_CODE_PAIR_HASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"LAUNCH_SWAP_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SWAP_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptFeeToSetter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"allPairs\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"allPairsLength\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB\",\"type\":\"address\"}],\"name\":\"createPair\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"pair\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeTo\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeToSetter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"getPair\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingFeeToSetter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"perimeter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quoteRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_feeTo\",\"type\":\"address\"}],\"name\":\"setFeeTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_quoteRegistry\",\"type\":\"address\"}],\"name\":\"setQuoteRegistry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setSwapAllowed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"_swapFeeBps\",\"type\":\"uint256\"}],\"name\":\"setSwapFeeBps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"swapAllowed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swapFeeBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newFeeToSetter\",\"type\":\"address\"}],\"name\":\"transferFeeToSetter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "35f2820f52b2695dcc1813bbf51d71558b",
	Bin: "0x60c060405234801561000f575f5ffd5b506040516155e53803806155e583398101604081905261002e916100c6565b600180546001600160a01b0319166001600160a01b038416179055801515608052601e600355604051610063602082016100b9565b601f1982820381018352601f909101166040819052815160209283012060a052601e81527f4cc356a4f0cf9460d4d6f22c6c58a7cb56a92755a9d27d92b2dff03c5b3e9438910160405180910390a1505061010d565b612513806130d283390190565b5f5f604083850312156100d7575f5ffd5b82516001600160a01b03811681146100ed575f5ffd5b60208401519092508015158114610102575f5ffd5b809150509250929050565b60805160a051612f9d6101355f395f6101f801525f818161018501526103b60152612f9d5ff3fe608060405234801561000f575f5ffd5b5060043610610127575f3560e01c80637f787b27116100a9578063e496994e1161006e578063e496994e14610276578063e6a4390514610289578063e72e83ce146102bc578063f46901ed146102cf578063ffbef4e7146102e2575f5ffd5b80637f787b271461022d578063a0e5a3e214610235578063c250332f14610248578063c9c653961461025b578063d48e13251461026e575f5ffd5b80632ffdaf89116100ef5780632ffdaf89146101c15780634195eb31146101d8578063574f2ba3146101eb5780635855a25a146101f357806363cdb9041461021a575f5ffd5b8063017e7e581461012b578063094b74151461015a5780631e3dd18b1461016d5780632cf6598f146101805780632dd072a0146101b7575b5f5ffd5b5f5461013d906001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b60015461013d906001600160a01b031681565b61013d61017b366004610995565b6102f5565b6101a77f000000000000000000000000000000000000000000000000000000000000000081565b6040519015158152602001610151565b6101bf61031d565b005b6101ca60035481565b604051908152602001610151565b6101a76101e63660046109c7565b6103b3565b6006546101ca565b6101ca7f000000000000000000000000000000000000000000000000000000000000000081565b6101bf6102283660046109c7565b6103fe565b6101ca60c881565b60045461013d906001600160a01b031681565b6101bf6102563660046109c7565b610471565b61013d6102693660046109e7565b6104ec565b6101ca601e81565b60025461013d906001600160a01b031681565b61013d6102973660046109e7565b600560209081525f92835260408084209091529082529020546001600160a01b031681565b6101bf6102ca366004610995565b6107cf565b6101bf6102dd3660046109c7565b61087d565b6101bf6102f0366004610a18565b610900565b60068181548110610304575f80fd5b5f918252602090912001546001600160a01b0316905081565b6002546001600160a01b03163381146103515760405162461bcd60e51b815260040161034890610a51565b60405180910390fd5b6001546040516001600160a01b038084169216907f92fb6b5fa47595e896cd84254c292377ab1517d6ba83536a1d71286eb9e7dfbb905f90a3600180546001600160a01b039092166001600160a01b0319928316179055600280549091169055565b5f7f000000000000000000000000000000000000000000000000000000000000000015806103f857506001600160a01b0382165f9081526007602052604090205460ff165b92915050565b6001546001600160a01b031633146104285760405162461bcd60e51b815260040161034890610a51565b600480546001600160a01b0319166001600160a01b0383169081179091556040517fc70b5b06e2432adbb407847681d30654be86cd6573a21454d58858ff7ec05db5905f90a250565b6001546001600160a01b0316331461049b5760405162461bcd60e51b815260040161034890610a51565b600280546001600160a01b0319166001600160a01b03838116918217909255600154604051919216907f537d11cd6a8a77152ecd7afda76788a6248baae0564a36b36fd9ff8217173e3a905f90a350565b5f816001600160a01b0316836001600160a01b03160361054e5760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761703a204944454e544943414c5f414444524553534553000000006044820152606401610348565b5f5f836001600160a01b0316856001600160a01b031610610570578385610573565b84845b90925090506001600160a01b0382166105c65760405162461bcd60e51b81526020600482015260156024820152744e656f537761703a205a45524f5f4144445245535360581b6044820152606401610348565b6001600160a01b038281165f908152600560209081526040808320858516845290915290205416156106315760405162461bcd60e51b81526020600482015260146024820152734e656f537761703a20504149525f45584953545360601b6044820152606401610348565b6040516bffffffffffffffffffffffff19606084811b8216602084015283901b1660348201525f906048016040516020818303038152906040528051906020012090508060405161068190610988565b8190604051809103905ff590508015801561069e573d5f5f3e3d5ffd5b5060405163485cc95560e01b81526001600160a01b03858116600483015284811660248301529195509085169063485cc955906044015f604051808303815f87803b1580156106eb575f5ffd5b505af11580156106fd573d5f5f3e3d5ffd5b505050506001600160a01b038381165f8181526005602081815260408084208887168086529083528185208054978c166001600160a01b031998891681179091559383528185208686528352818520805488168517905560068054600181018255958190527ff652222313e28459528d920b65115c16c04f3efc82aaedc97be59f3f377c0d3f9095018054909716841790965592548351928352908201527f0d3648bd0f6ba80134a33ba9275ac585d9d315f0ad8355cddefde31afa28d0e9910160405180910390a350505092915050565b6001546001600160a01b031633146107f95760405162461bcd60e51b815260040161034890610a51565b60c88111156108425760405162461bcd60e51b815260206004820152601560248201527409ccadea6eec2e074408c8a8abea89e9ebe90928e9605b1b6044820152606401610348565b60038190556040518181527f4cc356a4f0cf9460d4d6f22c6c58a7cb56a92755a9d27d92b2dff03c5b3e94389060200160405180910390a150565b6001546001600160a01b031633146108a75760405162461bcd60e51b815260040161034890610a51565b5f80546040516001600160a01b03808516939216917facdb35963fc2f391109a5045fd4850b0e0759d19f21fcaa7ab17b7d8512a9eca91a35f80546001600160a01b0319166001600160a01b0392909216919091179055565b6001546001600160a01b0316331461092a5760405162461bcd60e51b815260040161034890610a51565b6001600160a01b0382165f81815260076020908152604091829020805460ff191685151590811790915591519182527fd6bd23b715baf956a259d9129df989a4f6a2c3b0af14fa82001f1647e32c65a5910160405180910390a25050565b61251380610a7e83390190565b5f602082840312156109a5575f5ffd5b5035919050565b80356001600160a01b03811681146109c2575f5ffd5b919050565b5f602082840312156109d7575f5ffd5b6109e0826109ac565b9392505050565b5f5f604083850312156109f8575f5ffd5b610a01836109ac565b9150610a0f602084016109ac565b90509250929050565b5f5f60408385031215610a29575f5ffd5b610a32836109ac565b915060208301358015158114610a46575f5ffd5b809150509250929050565b6020808252601290820152712732b7a9bbb0b81d102327a92124a22222a760711b60408201526060019056fe60e06040526001600a55348015610014575f5ffd5b504660a0818152604080518082018252600a81526904e656f53776170204c560b41b60209182015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f1523e8a5d48a09ba9d402bc62ad193187a64093dca48399d280ff626d502dbb2818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc66060820152608081019490945230848401528151808503909301835260c0909301905280519101206080523360c05260805160a05160c0516123f561011e5f395f81816103ed0152818161047c0152818161090701528181610c7a0152611b1801525f610b6701525f610c4d01526123f55ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c80636a627842116100f3578063ba9a7a5611610093578063d21220a71161006e578063d21220a71461040f578063d505accf14610422578063dd62ed3e14610435578063fff6cae91461045f575f5ffd5b8063ba9a7a56146103cc578063bc25cf77146103d5578063c45a0155146103e8575f5ffd5b80637ecebe00116100ce5780637ecebe001461034d57806389afcb441461036c57806395d89b4114610394578063a9059cbb146103b9575f5ffd5b80636a6278421461031257806370a08231146103255780637464fc3d14610344575f5ffd5b806323b872dd1161015e5780633644e515116101395780633644e515146102e5578063485cc955146102ed5780635909c0d5146103005780635a3d549314610309575f5ffd5b806323b872dd1461029157806330adf81f146102a4578063313ce567146102cb575f5ffd5b8063022c0d9f146101a557806306fdde03146101ba5780630902f1ac146101f9578063095ea7b31461022d5780630dfe16811461025057806318160ddd1461027b575b5f5ffd5b6101b86101b3366004611f75565b610467565b005b6101e36040518060400160405280600a81526020016904e656f53776170204c560b41b81525081565b6040516101f09190612005565b60405180910390f35b610201610ab5565b604080516001600160701b03948516815293909216602084015263ffffffff16908201526060016101f0565b61024061023b36600461203a565b610adf565b60405190151581526020016101f0565b600454610263906001600160a01b031681565b6040516001600160a01b0390911681526020016101f0565b6102835f5481565b6040519081526020016101f0565b61024061029f366004612064565b610af5565b6102837f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c981565b6102d3601281565b60405160ff90911681526020016101f0565b610283610b64565b6101b86102fb3660046120a2565b610c6f565b61028360075481565b61028360085481565b6102836103203660046120d9565b610d0a565b6102836103333660046120d9565b60016020525f908152604090205481565b61028360095481565b61028361035b3660046120d9565b60036020525f908152604090205481565b61037f61037a3660046120d9565b610fc9565b604080519283526020830191909152016101f0565b6101e36040518060400160405280600681526020016504e454f2d4c560d41b81525081565b6102406103c736600461203a565b611321565b6102836103e881565b6101b86103e33660046120d9565b61132d565b6102637f000000000000000000000000000000000000000000000000000000000000000081565b600554610263906001600160a01b031681565b6101b86104303660046120f4565b611441565b6102836104433660046120a2565b600260209081525f928352604080842090915290825290205481565b6101b86115f8565b604051634195eb3160e01b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634195eb3190602401602060405180830381865afa1580156104c9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104ed9190612165565b61053e5760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761703a20535741505045525f4e4f545f414c4c4f5745440000000060448201526064015b60405180910390fd5b600a546001146105605760405162461bcd60e51b815260040161053590612184565b5f600a558415158061057157505f84115b6105c95760405162461bcd60e51b815260206004820152602360248201527f4e656f537761703a20494e53554646494349454e545f4f55545055545f414d4f60448201526215539560ea1b6064820152608401610535565b5f5f6105d3610ab5565b5091509150816001600160701b0316871080156105f85750806001600160701b031686105b6106445760405162461bcd60e51b815260206004820152601f60248201527f4e656f537761703a20494e53554646494349454e545f4c4951554944495459006044820152606401610535565b6004546005545f9182916001600160a01b039182169190811690891682148015906106815750806001600160a01b0316896001600160a01b031614155b6106c35760405162461bcd60e51b81526020600482015260136024820152724e656f537761703a20494e56414c49445f544f60681b6044820152606401610535565b8a156106d4576106d4828a8d61171c565b89156106e5576106e5818a8c61171c565b861561074d5760405163aa27195b60e01b81526001600160a01b038a169063aa27195b9061071f9033908f908f908e908e906004016121ad565b5f604051808303815f87803b158015610736575f5ffd5b505af1158015610748573d5f5f3e3d5ffd5b505050505b6040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa15801561078f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107b391906121f8565b6040516370a0823160e01b81523060048201529094506001600160a01b038216906370a0823190602401602060405180830381865afa1580156107f8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061081c91906121f8565b925050505f89856001600160701b03166108369190612223565b8311610842575f61085f565b6108558a6001600160701b038716612223565b61085f9084612223565b90505f6108758a6001600160701b038716612223565b8311610881575f61089e565b6108948a6001600160701b038716612223565b61089e9084612223565b90505f8211806108ad57505f81115b6109045760405162461bcd60e51b815260206004820152602260248201527f4e656f537761703a20494e53554646494349454e545f494e5055545f414d4f55604482015261139560f21b6064820152608401610535565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa158015610961573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061098591906121f8565b90505f6109928285612236565b61099e61271088612236565b6109a89190612223565b90505f6109b58385612236565b6109c161271088612236565b6109cb9190612223565b90506109da6002612710612330565b6109f06001600160701b03808b16908c16612236565b6109fa9190612236565b610a048284612236565b1015610a3f5760405162461bcd60e51b815260206004820152600a6024820152694e656f537761703a204b60b01b6044820152606401610535565b505050610a4e84848888611862565b60408051838152602081018390529081018c9052606081018b90526001600160a01b038a169033907fd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d8229060800160405180910390a350506001600a55505050505050505050565b6006546001600160701b0380821692600160701b830490911691600160e01b900463ffffffff1690565b5f610aeb338484611a32565b5060015b92915050565b6001600160a01b0383165f9081526002602090815260408083203384529091528120545f198114610b4e57610b2a8382612223565b6001600160a01b0386165f9081526002602090815260408083203384529091529020555b610b59858585611a93565b506001949350505050565b5f7f00000000000000000000000000000000000000000000000000000000000000004614610c4a5750604080518082018252600a81526904e656f53776170204c560b41b60209182015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f1523e8a5d48a09ba9d402bc62ad193187a64093dca48399d280ff626d502dbb2818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a0808301919091528351808303909101815260c0909101909252815191012090565b507f000000000000000000000000000000000000000000000000000000000000000090565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610cdc5760405162461bcd60e51b81526020600482015260126024820152712732b7a9bbb0b81d102327a92124a22222a760711b6044820152606401610535565b600480546001600160a01b039384166001600160a01b03199182161790915560058054929093169116179055565b5f600a54600114610d2d5760405162461bcd60e51b815260040161053590612184565b5f600a81905580610d3c610ab5565b50600480546040516370a0823160e01b815230928101929092529294509092505f916001600160a01b0316906370a0823190602401602060405180830381865afa158015610d8c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610db091906121f8565b6005546040516370a0823160e01b81523060048201529192505f916001600160a01b03909116906370a0823190602401602060405180830381865afa158015610dfb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e1f91906121f8565b90505f610e356001600160701b03861684612223565b90505f610e4b6001600160701b03861684612223565b90505f610e588787611b14565b5f8054919250819003610e97576103e8610e7a610e758587612236565b611c54565b610e849190612223565b9850610e925f6103e8611dac565b610ede565b610edb6001600160701b038916610eae8387612236565b610eb89190612352565b6001600160701b038916610ecc8487612236565b610ed69190612352565b611e15565b98505b5f8911610f3c5760405162461bcd60e51b815260206004820152602660248201527f4e656f537761703a20494e53554646494349454e545f4c49515549444954595f60448201526513525395115160d21b6064820152608401610535565b610f468a8a611dac565b610f5286868a8a611862565b8115610f7b57600654610f77906001600160701b03600160701b820481169116612236565b6009555b604080518581526020810185905233917f4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f910160405180910390a250506001600a5550949695505050505050565b5f5f600a54600114610fed5760405162461bcd60e51b815260040161053590612184565b5f600a81905580610ffc610ab5565b50600480546005546040516370a0823160e01b815230938101939093529395509193506001600160a01b039182169291909116905f9083906370a0823190602401602060405180830381865afa158015611058573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061107c91906121f8565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038416906370a0823190602401602060405180830381865afa1580156110c3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110e791906121f8565b305f908152600160205260408120549192506111038888611b14565b5f54909150806111138685612236565b61111d9190612352565b9a508061112a8585612236565b6111349190612352565b99505f8b11801561114457505f8a115b61119f5760405162461bcd60e51b815260206004820152602660248201527f4e656f537761703a20494e53554646494349454e545f4c49515549444954595f60448201526510955493915160d21b6064820152608401610535565b6111a93084611e27565b6111b4878d8d61171c565b6111bf868d8c61171c565b6040516370a0823160e01b81523060048201526001600160a01b038816906370a0823190602401602060405180830381865afa158015611201573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061122591906121f8565b6040516370a0823160e01b81523060048201529095506001600160a01b038716906370a0823190602401602060405180830381865afa15801561126a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061128e91906121f8565b935061129c85858b8b611862565b81156112c5576006546112c1906001600160701b03600160701b820481169116612236565b6009555b604080518c8152602081018c90526001600160a01b038e169133917fdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496910160405180910390a35050505050505050506001600a81905550915091565b5f610aeb338484611a93565b600a5460011461134f5760405162461bcd60e51b815260040161053590612184565b5f600a55600480546005546006546040516370a0823160e01b815230948101949094526001600160a01b039283169392909116916113ef91849186916001600160701b03169083906370a08231906024015b602060405180830381865afa1580156113bc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113e091906121f8565b6113ea9190612223565b61171c565b6006546040516370a0823160e01b81523060048201526114379183918691600160701b90046001600160701b0316906001600160a01b038416906370a08231906024016113a1565b50506001600a5550565b428410156114845760405162461bcd60e51b815260206004820152601060248201526f13995bd4ddd85c0e881156141254915160821b6044820152606401610535565b5f61154e611490610b64565b6001600160a01b038a165f90815260036020526040812080547f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9928d928d928d929091906114dd83612365565b909155506040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810188905260e0016040516020818303038152906040528051906020012060405161190160f01b8152600281019290925260228201526042902090565b90505f5f61155e83878787611e96565b5090925090505f8160038111156115775761157761237d565b1480156115955750896001600160a01b0316826001600160a01b0316145b6115e15760405162461bcd60e51b815260206004820152601a60248201527f4e656f537761703a20494e56414c49445f5349474e41545552450000000000006044820152606401610535565b6115ec8a8a8a611a32565b50505050505050505050565b600a5460011461161a5760405162461bcd60e51b815260040161053590612184565b5f600a55600480546040516370a0823160e01b81523092810192909252611715916001600160a01b03909116906370a0823190602401602060405180830381865afa15801561166b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061168f91906121f8565b6005546040516370a0823160e01b81523060048201526001600160a01b03909116906370a0823190602401602060405180830381865afa1580156116d5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116f991906121f8565b6006546001600160701b0380821691600160701b900416611862565b6001600a55565b604080518082018252601981527f7472616e7366657228616464726573732c75696e74323536290000000000000060209182015281516001600160a01b0385811660248301526044808301869052845180840390910181526064909201845291810180516001600160e01b031663a9059cbb60e01b17905291515f9283928716916117a79190612391565b5f604051808303815f865af19150503d805f81146117e0576040519150601f19603f3d011682016040523d82523d5f602084013e6117e5565b606091505b509150915081801561180f57508051158061180f57508080602001905181019061180f9190612165565b61185b5760405162461bcd60e51b815260206004820152601860248201527f4e656f537761703a205452414e534645525f4641494c454400000000000000006044820152606401610535565b5050505050565b6001600160701b03841180159061188057506001600160701b038311155b6118c05760405162461bcd60e51b81526020600482015260116024820152704e656f537761703a204f564552464c4f5760781b6044820152606401610535565b5f6118d0640100000000426123a7565b60065490915063ffffffff600160e01b909104811682039081161580159061190057506001600160701b03841615155b801561191457506001600160701b03831615155b1561199a578063ffffffff16846001600160701b03166070856001600160701b0316901b816119455761194561233e565b60078054929091049290920201905563ffffffff81166001600160701b0384166dffffffffffffffffffffffffffff60701b607087901b168161198a5761198a61233e565b6008805492909104929092020190555b506006805463ffffffff8316600160e01b026001600160e01b036001600160701b03888116600160701b9081026001600160e01b03199095168b83161794909417918216831794859055604080519382169282169290921783529290930490911660208201527f1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1910160405180910390a15050505050565b6001600160a01b038381165f8181526002602090815260408083209487168084529482529182902085905590518481527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591015b60405180910390a3505050565b6001600160a01b0383165f9081526001602052604081208054839290611aba908490612223565b90915550506001600160a01b038083165f81815260016020526040908190208054850190555190918516907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90611a869085815260200190565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663017e7e586040518163ffffffff1660e01b8152600401602060405180830381865afa158015611b72573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b9691906123ba565b6009546001600160a01b038216158015945091925090611c41578015611c3c575f611bd0610e756001600160701b03808816908916612236565b90505f611bdc83611c54565b905080821115611c39575f611bf18284612223565b5f54611bfd9190612236565b90505f82611c0c856005612236565b611c1691906123d5565b90505f611c238284612352565b90508015611c3557611c358782611dac565b5050505b50505b611c4c565b8015611c4c575f6009555b505092915050565b5f60018211611c61575090565b816001600160801b8210611c7a5760809190911c9060401b5b680100000000000000008210611c955760409190911c9060201b5b6401000000008210611cac5760209190911c9060101b5b620100008210611cc15760109190911c9060081b5b6101008210611cd55760089190911c9060041b5b60108210611ce85760049190911c9060021b5b60048210611cf45760011b5b600302600190811c90818581611d0c57611d0c61233e565b048201901c90506001818581611d2457611d2461233e565b048201901c90506001818581611d3c57611d3c61233e565b048201901c90506001818581611d5457611d5461233e565b048201901c90506001818581611d6c57611d6c61233e565b048201901c90506001818581611d8457611d8461233e565b048201901c9050611da3818581611d9d57611d9d61233e565b04821190565b90039392505050565b805f5f828254611dbc91906123d5565b90915550506001600160a01b0382165f818152600160209081526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91015b60405180910390a35050565b5f8282188284100282185b9392505050565b6001600160a01b0382165f9081526001602052604081208054839290611e4e908490612223565b90915550505f805482900381556040518281526001600160a01b038416907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90602001611e09565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611ecf57505f91506003905082611f54565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611f20573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611f4b57505f925060019150829050611f54565b92505f91508190505b9450945094915050565b6001600160a01b0381168114611f72575f5ffd5b50565b5f5f5f5f5f60808688031215611f89575f5ffd5b85359450602086013593506040860135611fa281611f5e565b9250606086013567ffffffffffffffff811115611fbd575f5ffd5b8601601f81018813611fcd575f5ffd5b803567ffffffffffffffff811115611fe3575f5ffd5b886020828401011115611ff4575f5ffd5b959894975092955050506020019190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f6040838503121561204b575f5ffd5b823561205681611f5e565b946020939093013593505050565b5f5f5f60608486031215612076575f5ffd5b833561208181611f5e565b9250602084013561209181611f5e565b929592945050506040919091013590565b5f5f604083850312156120b3575f5ffd5b82356120be81611f5e565b915060208301356120ce81611f5e565b809150509250929050565b5f602082840312156120e9575f5ffd5b8135611e2081611f5e565b5f5f5f5f5f5f5f60e0888a03121561210a575f5ffd5b873561211581611f5e565b9650602088013561212581611f5e565b95506040880135945060608801359350608088013560ff81168114612148575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f60208284031215612175575f5ffd5b81518015158114611e20575f5ffd5b6020808252600f908201526e13995bd4ddd85c0e881313d0d2d151608a1b604082015260600190565b60018060a01b038616815284602082015283604082015260806060820152816080820152818360a08301375f81830160a090810191909152601f909201601f19160101949350505050565b5f60208284031215612208575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610aef57610aef61220f565b8082028115828204841417610aef57610aef61220f565b6001815b60018411156122885780850481111561226c5761226c61220f565b600184161561227a57908102905b60019390931c928002612251565b935093915050565b5f8261229e57506001610aef565b816122aa57505f610aef565b81600181146122c057600281146122ca576122e6565b6001915050610aef565b60ff8411156122db576122db61220f565b50506001821b610aef565b5060208310610133831016604e8410600b8410161715612309575081810a610aef565b6123155f19848461224d565b805f19048211156123285761232861220f565b029392505050565b5f611e2060ff841683612290565b634e487b7160e01b5f52601260045260245ffd5b5f826123605761236061233e565b500490565b5f600182016123765761237661220f565b5060010190565b634e487b7160e01b5f52602160045260245ffd5b5f82518060208501845e5f920191825250919050565b5f826123b5576123b561233e565b500690565b5f602082840312156123ca575f5ffd5b8151611e2081611f5e565b80820180821115610aef57610aef61220f56fea164736f6c6343000825000aa164736f6c6343000825000a60e06040526001600a55348015610014575f5ffd5b504660a0818152604080518082018252600a81526904e656f53776170204c560b41b60209182015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f1523e8a5d48a09ba9d402bc62ad193187a64093dca48399d280ff626d502dbb2818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc66060820152608081019490945230848401528151808503909301835260c0909301905280519101206080523360c05260805160a05160c0516123f561011e5f395f81816103ed0152818161047c0152818161090701528181610c7a0152611b1801525f610b6701525f610c4d01526123f55ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c80636a627842116100f3578063ba9a7a5611610093578063d21220a71161006e578063d21220a71461040f578063d505accf14610422578063dd62ed3e14610435578063fff6cae91461045f575f5ffd5b8063ba9a7a56146103cc578063bc25cf77146103d5578063c45a0155146103e8575f5ffd5b80637ecebe00116100ce5780637ecebe001461034d57806389afcb441461036c57806395d89b4114610394578063a9059cbb146103b9575f5ffd5b80636a6278421461031257806370a08231146103255780637464fc3d14610344575f5ffd5b806323b872dd1161015e5780633644e515116101395780633644e515146102e5578063485cc955146102ed5780635909c0d5146103005780635a3d549314610309575f5ffd5b806323b872dd1461029157806330adf81f146102a4578063313ce567146102cb575f5ffd5b8063022c0d9f146101a557806306fdde03146101ba5780630902f1ac146101f9578063095ea7b31461022d5780630dfe16811461025057806318160ddd1461027b575b5f5ffd5b6101b86101b3366004611f75565b610467565b005b6101e36040518060400160405280600a81526020016904e656f53776170204c560b41b81525081565b6040516101f09190612005565b60405180910390f35b610201610ab5565b604080516001600160701b03948516815293909216602084015263ffffffff16908201526060016101f0565b61024061023b36600461203a565b610adf565b60405190151581526020016101f0565b600454610263906001600160a01b031681565b6040516001600160a01b0390911681526020016101f0565b6102835f5481565b6040519081526020016101f0565b61024061029f366004612064565b610af5565b6102837f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c981565b6102d3601281565b60405160ff90911681526020016101f0565b610283610b64565b6101b86102fb3660046120a2565b610c6f565b61028360075481565b61028360085481565b6102836103203660046120d9565b610d0a565b6102836103333660046120d9565b60016020525f908152604090205481565b61028360095481565b61028361035b3660046120d9565b60036020525f908152604090205481565b61037f61037a3660046120d9565b610fc9565b604080519283526020830191909152016101f0565b6101e36040518060400160405280600681526020016504e454f2d4c560d41b81525081565b6102406103c736600461203a565b611321565b6102836103e881565b6101b86103e33660046120d9565b61132d565b6102637f000000000000000000000000000000000000000000000000000000000000000081565b600554610263906001600160a01b031681565b6101b86104303660046120f4565b611441565b6102836104433660046120a2565b600260209081525f928352604080842090915290825290205481565b6101b86115f8565b604051634195eb3160e01b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634195eb3190602401602060405180830381865afa1580156104c9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104ed9190612165565b61053e5760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761703a20535741505045525f4e4f545f414c4c4f5745440000000060448201526064015b60405180910390fd5b600a546001146105605760405162461bcd60e51b815260040161053590612184565b5f600a558415158061057157505f84115b6105c95760405162461bcd60e51b815260206004820152602360248201527f4e656f537761703a20494e53554646494349454e545f4f55545055545f414d4f60448201526215539560ea1b6064820152608401610535565b5f5f6105d3610ab5565b5091509150816001600160701b0316871080156105f85750806001600160701b031686105b6106445760405162461bcd60e51b815260206004820152601f60248201527f4e656f537761703a20494e53554646494349454e545f4c4951554944495459006044820152606401610535565b6004546005545f9182916001600160a01b039182169190811690891682148015906106815750806001600160a01b0316896001600160a01b031614155b6106c35760405162461bcd60e51b81526020600482015260136024820152724e656f537761703a20494e56414c49445f544f60681b6044820152606401610535565b8a156106d4576106d4828a8d61171c565b89156106e5576106e5818a8c61171c565b861561074d5760405163aa27195b60e01b81526001600160a01b038a169063aa27195b9061071f9033908f908f908e908e906004016121ad565b5f604051808303815f87803b158015610736575f5ffd5b505af1158015610748573d5f5f3e3d5ffd5b505050505b6040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa15801561078f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107b391906121f8565b6040516370a0823160e01b81523060048201529094506001600160a01b038216906370a0823190602401602060405180830381865afa1580156107f8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061081c91906121f8565b925050505f89856001600160701b03166108369190612223565b8311610842575f61085f565b6108558a6001600160701b038716612223565b61085f9084612223565b90505f6108758a6001600160701b038716612223565b8311610881575f61089e565b6108948a6001600160701b038716612223565b61089e9084612223565b90505f8211806108ad57505f81115b6109045760405162461bcd60e51b815260206004820152602260248201527f4e656f537761703a20494e53554646494349454e545f494e5055545f414d4f55604482015261139560f21b6064820152608401610535565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa158015610961573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061098591906121f8565b90505f6109928285612236565b61099e61271088612236565b6109a89190612223565b90505f6109b58385612236565b6109c161271088612236565b6109cb9190612223565b90506109da6002612710612330565b6109f06001600160701b03808b16908c16612236565b6109fa9190612236565b610a048284612236565b1015610a3f5760405162461bcd60e51b815260206004820152600a6024820152694e656f537761703a204b60b01b6044820152606401610535565b505050610a4e84848888611862565b60408051838152602081018390529081018c9052606081018b90526001600160a01b038a169033907fd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d8229060800160405180910390a350506001600a55505050505050505050565b6006546001600160701b0380821692600160701b830490911691600160e01b900463ffffffff1690565b5f610aeb338484611a32565b5060015b92915050565b6001600160a01b0383165f9081526002602090815260408083203384529091528120545f198114610b4e57610b2a8382612223565b6001600160a01b0386165f9081526002602090815260408083203384529091529020555b610b59858585611a93565b506001949350505050565b5f7f00000000000000000000000000000000000000000000000000000000000000004614610c4a5750604080518082018252600a81526904e656f53776170204c560b41b60209182015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f1523e8a5d48a09ba9d402bc62ad193187a64093dca48399d280ff626d502dbb2818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a0808301919091528351808303909101815260c0909101909252815191012090565b507f000000000000000000000000000000000000000000000000000000000000000090565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610cdc5760405162461bcd60e51b81526020600482015260126024820152712732b7a9bbb0b81d102327a92124a22222a760711b6044820152606401610535565b600480546001600160a01b039384166001600160a01b03199182161790915560058054929093169116179055565b5f600a54600114610d2d5760405162461bcd60e51b815260040161053590612184565b5f600a81905580610d3c610ab5565b50600480546040516370a0823160e01b815230928101929092529294509092505f916001600160a01b0316906370a0823190602401602060405180830381865afa158015610d8c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610db091906121f8565b6005546040516370a0823160e01b81523060048201529192505f916001600160a01b03909116906370a0823190602401602060405180830381865afa158015610dfb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e1f91906121f8565b90505f610e356001600160701b03861684612223565b90505f610e4b6001600160701b03861684612223565b90505f610e588787611b14565b5f8054919250819003610e97576103e8610e7a610e758587612236565b611c54565b610e849190612223565b9850610e925f6103e8611dac565b610ede565b610edb6001600160701b038916610eae8387612236565b610eb89190612352565b6001600160701b038916610ecc8487612236565b610ed69190612352565b611e15565b98505b5f8911610f3c5760405162461bcd60e51b815260206004820152602660248201527f4e656f537761703a20494e53554646494349454e545f4c49515549444954595f60448201526513525395115160d21b6064820152608401610535565b610f468a8a611dac565b610f5286868a8a611862565b8115610f7b57600654610f77906001600160701b03600160701b820481169116612236565b6009555b604080518581526020810185905233917f4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f910160405180910390a250506001600a5550949695505050505050565b5f5f600a54600114610fed5760405162461bcd60e51b815260040161053590612184565b5f600a81905580610ffc610ab5565b50600480546005546040516370a0823160e01b815230938101939093529395509193506001600160a01b039182169291909116905f9083906370a0823190602401602060405180830381865afa158015611058573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061107c91906121f8565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038416906370a0823190602401602060405180830381865afa1580156110c3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110e791906121f8565b305f908152600160205260408120549192506111038888611b14565b5f54909150806111138685612236565b61111d9190612352565b9a508061112a8585612236565b6111349190612352565b99505f8b11801561114457505f8a115b61119f5760405162461bcd60e51b815260206004820152602660248201527f4e656f537761703a20494e53554646494349454e545f4c49515549444954595f60448201526510955493915160d21b6064820152608401610535565b6111a93084611e27565b6111b4878d8d61171c565b6111bf868d8c61171c565b6040516370a0823160e01b81523060048201526001600160a01b038816906370a0823190602401602060405180830381865afa158015611201573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061122591906121f8565b6040516370a0823160e01b81523060048201529095506001600160a01b038716906370a0823190602401602060405180830381865afa15801561126a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061128e91906121f8565b935061129c85858b8b611862565b81156112c5576006546112c1906001600160701b03600160701b820481169116612236565b6009555b604080518c8152602081018c90526001600160a01b038e169133917fdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496910160405180910390a35050505050505050506001600a81905550915091565b5f610aeb338484611a93565b600a5460011461134f5760405162461bcd60e51b815260040161053590612184565b5f600a55600480546005546006546040516370a0823160e01b815230948101949094526001600160a01b039283169392909116916113ef91849186916001600160701b03169083906370a08231906024015b602060405180830381865afa1580156113bc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113e091906121f8565b6113ea9190612223565b61171c565b6006546040516370a0823160e01b81523060048201526114379183918691600160701b90046001600160701b0316906001600160a01b038416906370a08231906024016113a1565b50506001600a5550565b428410156114845760405162461bcd60e51b815260206004820152601060248201526f13995bd4ddd85c0e881156141254915160821b6044820152606401610535565b5f61154e611490610b64565b6001600160a01b038a165f90815260036020526040812080547f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9928d928d928d929091906114dd83612365565b909155506040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810188905260e0016040516020818303038152906040528051906020012060405161190160f01b8152600281019290925260228201526042902090565b90505f5f61155e83878787611e96565b5090925090505f8160038111156115775761157761237d565b1480156115955750896001600160a01b0316826001600160a01b0316145b6115e15760405162461bcd60e51b815260206004820152601a60248201527f4e656f537761703a20494e56414c49445f5349474e41545552450000000000006044820152606401610535565b6115ec8a8a8a611a32565b50505050505050505050565b600a5460011461161a5760405162461bcd60e51b815260040161053590612184565b5f600a55600480546040516370a0823160e01b81523092810192909252611715916001600160a01b03909116906370a0823190602401602060405180830381865afa15801561166b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061168f91906121f8565b6005546040516370a0823160e01b81523060048201526001600160a01b03909116906370a0823190602401602060405180830381865afa1580156116d5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116f991906121f8565b6006546001600160701b0380821691600160701b900416611862565b6001600a55565b604080518082018252601981527f7472616e7366657228616464726573732c75696e74323536290000000000000060209182015281516001600160a01b0385811660248301526044808301869052845180840390910181526064909201845291810180516001600160e01b031663a9059cbb60e01b17905291515f9283928716916117a79190612391565b5f604051808303815f865af19150503d805f81146117e0576040519150601f19603f3d011682016040523d82523d5f602084013e6117e5565b606091505b509150915081801561180f57508051158061180f57508080602001905181019061180f9190612165565b61185b5760405162461bcd60e51b815260206004820152601860248201527f4e656f537761703a205452414e534645525f4641494c454400000000000000006044820152606401610535565b5050505050565b6001600160701b03841180159061188057506001600160701b038311155b6118c05760405162461bcd60e51b81526020600482015260116024820152704e656f537761703a204f564552464c4f5760781b6044820152606401610535565b5f6118d0640100000000426123a7565b60065490915063ffffffff600160e01b909104811682039081161580159061190057506001600160701b03841615155b801561191457506001600160701b03831615155b1561199a578063ffffffff16846001600160701b03166070856001600160701b0316901b816119455761194561233e565b60078054929091049290920201905563ffffffff81166001600160701b0384166dffffffffffffffffffffffffffff60701b607087901b168161198a5761198a61233e565b6008805492909104929092020190555b506006805463ffffffff8316600160e01b026001600160e01b036001600160701b03888116600160701b9081026001600160e01b03199095168b83161794909417918216831794859055604080519382169282169290921783529290930490911660208201527f1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1910160405180910390a15050505050565b6001600160a01b038381165f8181526002602090815260408083209487168084529482529182902085905590518481527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591015b60405180910390a3505050565b6001600160a01b0383165f9081526001602052604081208054839290611aba908490612223565b90915550506001600160a01b038083165f81815260016020526040908190208054850190555190918516907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90611a869085815260200190565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663017e7e586040518163ffffffff1660e01b8152600401602060405180830381865afa158015611b72573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b9691906123ba565b6009546001600160a01b038216158015945091925090611c41578015611c3c575f611bd0610e756001600160701b03808816908916612236565b90505f611bdc83611c54565b905080821115611c39575f611bf18284612223565b5f54611bfd9190612236565b90505f82611c0c856005612236565b611c1691906123d5565b90505f611c238284612352565b90508015611c3557611c358782611dac565b5050505b50505b611c4c565b8015611c4c575f6009555b505092915050565b5f60018211611c61575090565b816001600160801b8210611c7a5760809190911c9060401b5b680100000000000000008210611c955760409190911c9060201b5b6401000000008210611cac5760209190911c9060101b5b620100008210611cc15760109190911c9060081b5b6101008210611cd55760089190911c9060041b5b60108210611ce85760049190911c9060021b5b60048210611cf45760011b5b600302600190811c90818581611d0c57611d0c61233e565b048201901c90506001818581611d2457611d2461233e565b048201901c90506001818581611d3c57611d3c61233e565b048201901c90506001818581611d5457611d5461233e565b048201901c90506001818581611d6c57611d6c61233e565b048201901c90506001818581611d8457611d8461233e565b048201901c9050611da3818581611d9d57611d9d61233e565b04821190565b90039392505050565b805f5f828254611dbc91906123d5565b90915550506001600160a01b0382165f818152600160209081526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91015b60405180910390a35050565b5f8282188284100282185b9392505050565b6001600160a01b0382165f9081526001602052604081208054839290611e4e908490612223565b90915550505f805482900381556040518281526001600160a01b038416907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90602001611e09565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611ecf57505f91506003905082611f54565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611f20573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611f4b57505f925060019150829050611f54565b92505f91508190505b9450945094915050565b6001600160a01b0381168114611f72575f5ffd5b50565b5f5f5f5f5f60808688031215611f89575f5ffd5b85359450602086013593506040860135611fa281611f5e565b9250606086013567ffffffffffffffff811115611fbd575f5ffd5b8601601f81018813611fcd575f5ffd5b803567ffffffffffffffff811115611fe3575f5ffd5b886020828401011115611ff4575f5ffd5b959894975092955050506020019190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f6040838503121561204b575f5ffd5b823561205681611f5e565b946020939093013593505050565b5f5f5f60608486031215612076575f5ffd5b833561208181611f5e565b9250602084013561209181611f5e565b929592945050506040919091013590565b5f5f604083850312156120b3575f5ffd5b82356120be81611f5e565b915060208301356120ce81611f5e565b809150509250929050565b5f602082840312156120e9575f5ffd5b8135611e2081611f5e565b5f5f5f5f5f5f5f60e0888a03121561210a575f5ffd5b873561211581611f5e565b9650602088013561212581611f5e565b95506040880135945060608801359350608088013560ff81168114612148575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f60208284031215612175575f5ffd5b81518015158114611e20575f5ffd5b6020808252600f908201526e13995bd4ddd85c0e881313d0d2d151608a1b604082015260600190565b60018060a01b038616815284602082015283604082015260806060820152816080820152818360a08301375f81830160a090810191909152601f909201601f19160101949350505050565b5f60208284031215612208575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610aef57610aef61220f565b8082028115828204841417610aef57610aef61220f565b6001815b60018411156122885780850481111561226c5761226c61220f565b600184161561227a57908102905b60019390931c928002612251565b935093915050565b5f8261229e57506001610aef565b816122aa57505f610aef565b81600181146122c057600281146122ca576122e6565b6001915050610aef565b60ff8411156122db576122db61220f565b50506001821b610aef565b5060208310610133831016604e8410600b8410161715612309575081810a610aef565b6123155f19848461224d565b805f19048211156123285761232861220f565b029392505050565b5f611e2060ff841683612290565b634e487b7160e01b5f52601260045260245ffd5b5f826123605761236061233e565b500490565b5f600182016123765761237661220f565b5060010190565b634e487b7160e01b5f52602160045260245ffd5b5f82518060208501845e5f920191825250919050565b5f826123b5576123b561233e565b500690565b5f602082840312156123ca575f5ffd5b8151611e2081611f5e565b80820180821115610aef57610aef61220f56fea164736f6c6343000825000a",
}

// NeoSwapFactory is an auto generated Go binding around an Ethereum contract.
type NeoSwapFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NeoSwapFactory) GetABI() abi.ABI {
	return c.abi
}

// NewNeoSwapFactory creates a new instance of NeoSwapFactory.
func NewNeoSwapFactory() *NeoSwapFactory {
	parsed, err := NeoSwapFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NeoSwapFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NeoSwapFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _feeToSetter, bool _perimeter) returns()
func (neoSwapFactory *NeoSwapFactory) PackConstructor(_feeToSetter common.Address, _perimeter bool) []byte {
	enc, err := neoSwapFactory.abi.Pack("", _feeToSetter, _perimeter)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackINITCODEPAIRHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5855a25a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function INIT_CODE_PAIR_HASH() view returns(bytes32)
func (neoSwapFactory *NeoSwapFactory) PackINITCODEPAIRHASH() []byte {
	enc, err := neoSwapFactory.abi.Pack("INIT_CODE_PAIR_HASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackINITCODEPAIRHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5855a25a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function INIT_CODE_PAIR_HASH() view returns(bytes32)
func (neoSwapFactory *NeoSwapFactory) TryPackINITCODEPAIRHASH() ([]byte, error) {
	return neoSwapFactory.abi.Pack("INIT_CODE_PAIR_HASH")
}

// UnpackINITCODEPAIRHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5855a25a.
//
// Solidity: function INIT_CODE_PAIR_HASH() view returns(bytes32)
func (neoSwapFactory *NeoSwapFactory) UnpackINITCODEPAIRHASH(data []byte) ([32]byte, error) {
	out, err := neoSwapFactory.abi.Unpack("INIT_CODE_PAIR_HASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLAUNCHSWAPFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd48e1325.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LAUNCH_SWAP_FEE_BPS() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) PackLAUNCHSWAPFEEBPS() []byte {
	enc, err := neoSwapFactory.abi.Pack("LAUNCH_SWAP_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLAUNCHSWAPFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd48e1325.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LAUNCH_SWAP_FEE_BPS() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) TryPackLAUNCHSWAPFEEBPS() ([]byte, error) {
	return neoSwapFactory.abi.Pack("LAUNCH_SWAP_FEE_BPS")
}

// UnpackLAUNCHSWAPFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd48e1325.
//
// Solidity: function LAUNCH_SWAP_FEE_BPS() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) UnpackLAUNCHSWAPFEEBPS(data []byte) (*big.Int, error) {
	out, err := neoSwapFactory.abi.Unpack("LAUNCH_SWAP_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXSWAPFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f787b27.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_SWAP_FEE_BPS() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) PackMAXSWAPFEEBPS() []byte {
	enc, err := neoSwapFactory.abi.Pack("MAX_SWAP_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSWAPFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f787b27.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_SWAP_FEE_BPS() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) TryPackMAXSWAPFEEBPS() ([]byte, error) {
	return neoSwapFactory.abi.Pack("MAX_SWAP_FEE_BPS")
}

// UnpackMAXSWAPFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7f787b27.
//
// Solidity: function MAX_SWAP_FEE_BPS() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) UnpackMAXSWAPFEEBPS(data []byte) (*big.Int, error) {
	out, err := neoSwapFactory.abi.Unpack("MAX_SWAP_FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAcceptFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dd072a0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptFeeToSetter() returns()
func (neoSwapFactory *NeoSwapFactory) PackAcceptFeeToSetter() []byte {
	enc, err := neoSwapFactory.abi.Pack("acceptFeeToSetter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2dd072a0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptFeeToSetter() returns()
func (neoSwapFactory *NeoSwapFactory) TryPackAcceptFeeToSetter() ([]byte, error) {
	return neoSwapFactory.abi.Pack("acceptFeeToSetter")
}

// PackAllPairs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e3dd18b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allPairs(uint256 ) view returns(address)
func (neoSwapFactory *NeoSwapFactory) PackAllPairs(arg0 *big.Int) []byte {
	enc, err := neoSwapFactory.abi.Pack("allPairs", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllPairs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e3dd18b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allPairs(uint256 ) view returns(address)
func (neoSwapFactory *NeoSwapFactory) TryPackAllPairs(arg0 *big.Int) ([]byte, error) {
	return neoSwapFactory.abi.Pack("allPairs", arg0)
}

// UnpackAllPairs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e3dd18b.
//
// Solidity: function allPairs(uint256 ) view returns(address)
func (neoSwapFactory *NeoSwapFactory) UnpackAllPairs(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("allPairs", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAllPairsLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x574f2ba3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allPairsLength() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) PackAllPairsLength() []byte {
	enc, err := neoSwapFactory.abi.Pack("allPairsLength")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllPairsLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x574f2ba3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allPairsLength() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) TryPackAllPairsLength() ([]byte, error) {
	return neoSwapFactory.abi.Pack("allPairsLength")
}

// UnpackAllPairsLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x574f2ba3.
//
// Solidity: function allPairsLength() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) UnpackAllPairsLength(data []byte) (*big.Int, error) {
	out, err := neoSwapFactory.abi.Unpack("allPairsLength", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreatePair is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9c65396.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createPair(address tokenA, address tokenB) returns(address pair)
func (neoSwapFactory *NeoSwapFactory) PackCreatePair(tokenA common.Address, tokenB common.Address) []byte {
	enc, err := neoSwapFactory.abi.Pack("createPair", tokenA, tokenB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreatePair is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9c65396.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createPair(address tokenA, address tokenB) returns(address pair)
func (neoSwapFactory *NeoSwapFactory) TryPackCreatePair(tokenA common.Address, tokenB common.Address) ([]byte, error) {
	return neoSwapFactory.abi.Pack("createPair", tokenA, tokenB)
}

// UnpackCreatePair is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9c65396.
//
// Solidity: function createPair(address tokenA, address tokenB) returns(address pair)
func (neoSwapFactory *NeoSwapFactory) UnpackCreatePair(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("createPair", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x017e7e58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeTo() view returns(address)
func (neoSwapFactory *NeoSwapFactory) PackFeeTo() []byte {
	enc, err := neoSwapFactory.abi.Pack("feeTo")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x017e7e58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeTo() view returns(address)
func (neoSwapFactory *NeoSwapFactory) TryPackFeeTo() ([]byte, error) {
	return neoSwapFactory.abi.Pack("feeTo")
}

// UnpackFeeTo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x017e7e58.
//
// Solidity: function feeTo() view returns(address)
func (neoSwapFactory *NeoSwapFactory) UnpackFeeTo(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("feeTo", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x094b7415.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeToSetter() view returns(address)
func (neoSwapFactory *NeoSwapFactory) PackFeeToSetter() []byte {
	enc, err := neoSwapFactory.abi.Pack("feeToSetter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x094b7415.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeToSetter() view returns(address)
func (neoSwapFactory *NeoSwapFactory) TryPackFeeToSetter() ([]byte, error) {
	return neoSwapFactory.abi.Pack("feeToSetter")
}

// UnpackFeeToSetter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x094b7415.
//
// Solidity: function feeToSetter() view returns(address)
func (neoSwapFactory *NeoSwapFactory) UnpackFeeToSetter(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("feeToSetter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetPair is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe6a43905.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPair(address , address ) view returns(address)
func (neoSwapFactory *NeoSwapFactory) PackGetPair(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := neoSwapFactory.abi.Pack("getPair", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPair is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe6a43905.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPair(address , address ) view returns(address)
func (neoSwapFactory *NeoSwapFactory) TryPackGetPair(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return neoSwapFactory.abi.Pack("getPair", arg0, arg1)
}

// UnpackGetPair is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe6a43905.
//
// Solidity: function getPair(address , address ) view returns(address)
func (neoSwapFactory *NeoSwapFactory) UnpackGetPair(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("getPair", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe496994e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingFeeToSetter() view returns(address)
func (neoSwapFactory *NeoSwapFactory) PackPendingFeeToSetter() []byte {
	enc, err := neoSwapFactory.abi.Pack("pendingFeeToSetter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe496994e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingFeeToSetter() view returns(address)
func (neoSwapFactory *NeoSwapFactory) TryPackPendingFeeToSetter() ([]byte, error) {
	return neoSwapFactory.abi.Pack("pendingFeeToSetter")
}

// UnpackPendingFeeToSetter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe496994e.
//
// Solidity: function pendingFeeToSetter() view returns(address)
func (neoSwapFactory *NeoSwapFactory) UnpackPendingFeeToSetter(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("pendingFeeToSetter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPerimeter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2cf6598f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function perimeter() view returns(bool)
func (neoSwapFactory *NeoSwapFactory) PackPerimeter() []byte {
	enc, err := neoSwapFactory.abi.Pack("perimeter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPerimeter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2cf6598f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function perimeter() view returns(bool)
func (neoSwapFactory *NeoSwapFactory) TryPackPerimeter() ([]byte, error) {
	return neoSwapFactory.abi.Pack("perimeter")
}

// UnpackPerimeter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2cf6598f.
//
// Solidity: function perimeter() view returns(bool)
func (neoSwapFactory *NeoSwapFactory) UnpackPerimeter(data []byte) (bool, error) {
	out, err := neoSwapFactory.abi.Unpack("perimeter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0e5a3e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteRegistry() view returns(address)
func (neoSwapFactory *NeoSwapFactory) PackQuoteRegistry() []byte {
	enc, err := neoSwapFactory.abi.Pack("quoteRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0e5a3e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteRegistry() view returns(address)
func (neoSwapFactory *NeoSwapFactory) TryPackQuoteRegistry() ([]byte, error) {
	return neoSwapFactory.abi.Pack("quoteRegistry")
}

// UnpackQuoteRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0e5a3e2.
//
// Solidity: function quoteRegistry() view returns(address)
func (neoSwapFactory *NeoSwapFactory) UnpackQuoteRegistry(data []byte) (common.Address, error) {
	out, err := neoSwapFactory.abi.Unpack("quoteRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetFeeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf46901ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFeeTo(address _feeTo) returns()
func (neoSwapFactory *NeoSwapFactory) PackSetFeeTo(feeTo common.Address) []byte {
	enc, err := neoSwapFactory.abi.Pack("setFeeTo", feeTo)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFeeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf46901ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFeeTo(address _feeTo) returns()
func (neoSwapFactory *NeoSwapFactory) TryPackSetFeeTo(feeTo common.Address) ([]byte, error) {
	return neoSwapFactory.abi.Pack("setFeeTo", feeTo)
}

// PackSetQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63cdb904.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setQuoteRegistry(address _quoteRegistry) returns()
func (neoSwapFactory *NeoSwapFactory) PackSetQuoteRegistry(quoteRegistry common.Address) []byte {
	enc, err := neoSwapFactory.abi.Pack("setQuoteRegistry", quoteRegistry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetQuoteRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63cdb904.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setQuoteRegistry(address _quoteRegistry) returns()
func (neoSwapFactory *NeoSwapFactory) TryPackSetQuoteRegistry(quoteRegistry common.Address) ([]byte, error) {
	return neoSwapFactory.abi.Pack("setQuoteRegistry", quoteRegistry)
}

// PackSetSwapAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffbef4e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSwapAllowed(address account, bool allowed) returns()
func (neoSwapFactory *NeoSwapFactory) PackSetSwapAllowed(account common.Address, allowed bool) []byte {
	enc, err := neoSwapFactory.abi.Pack("setSwapAllowed", account, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSwapAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffbef4e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSwapAllowed(address account, bool allowed) returns()
func (neoSwapFactory *NeoSwapFactory) TryPackSetSwapAllowed(account common.Address, allowed bool) ([]byte, error) {
	return neoSwapFactory.abi.Pack("setSwapAllowed", account, allowed)
}

// PackSetSwapFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe72e83ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSwapFeeBps(uint256 _swapFeeBps) returns()
func (neoSwapFactory *NeoSwapFactory) PackSetSwapFeeBps(swapFeeBps *big.Int) []byte {
	enc, err := neoSwapFactory.abi.Pack("setSwapFeeBps", swapFeeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSwapFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe72e83ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSwapFeeBps(uint256 _swapFeeBps) returns()
func (neoSwapFactory *NeoSwapFactory) TryPackSetSwapFeeBps(swapFeeBps *big.Int) ([]byte, error) {
	return neoSwapFactory.abi.Pack("setSwapFeeBps", swapFeeBps)
}

// PackSwapAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4195eb31.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapAllowed(address account) view returns(bool)
func (neoSwapFactory *NeoSwapFactory) PackSwapAllowed(account common.Address) []byte {
	enc, err := neoSwapFactory.abi.Pack("swapAllowed", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4195eb31.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapAllowed(address account) view returns(bool)
func (neoSwapFactory *NeoSwapFactory) TryPackSwapAllowed(account common.Address) ([]byte, error) {
	return neoSwapFactory.abi.Pack("swapAllowed", account)
}

// UnpackSwapAllowed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4195eb31.
//
// Solidity: function swapAllowed(address account) view returns(bool)
func (neoSwapFactory *NeoSwapFactory) UnpackSwapAllowed(data []byte) (bool, error) {
	out, err := neoSwapFactory.abi.Unpack("swapAllowed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSwapFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ffdaf89.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapFeeBps() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) PackSwapFeeBps() []byte {
	enc, err := neoSwapFactory.abi.Pack("swapFeeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ffdaf89.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapFeeBps() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) TryPackSwapFeeBps() ([]byte, error) {
	return neoSwapFactory.abi.Pack("swapFeeBps")
}

// UnpackSwapFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ffdaf89.
//
// Solidity: function swapFeeBps() view returns(uint256)
func (neoSwapFactory *NeoSwapFactory) UnpackSwapFeeBps(data []byte) (*big.Int, error) {
	out, err := neoSwapFactory.abi.Unpack("swapFeeBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc250332f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFeeToSetter(address newFeeToSetter) returns()
func (neoSwapFactory *NeoSwapFactory) PackTransferFeeToSetter(newFeeToSetter common.Address) []byte {
	enc, err := neoSwapFactory.abi.Pack("transferFeeToSetter", newFeeToSetter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFeeToSetter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc250332f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFeeToSetter(address newFeeToSetter) returns()
func (neoSwapFactory *NeoSwapFactory) TryPackTransferFeeToSetter(newFeeToSetter common.Address) ([]byte, error) {
	return neoSwapFactory.abi.Pack("transferFeeToSetter", newFeeToSetter)
}

// NeoSwapFactoryFeeToSet represents a FeeToSet event raised by the NeoSwapFactory contract.
type NeoSwapFactoryFeeToSet struct {
	PreviousFeeTo common.Address
	NewFeeTo      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactoryFeeToSetEventName = "FeeToSet"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactoryFeeToSet) ContractEventName() string {
	return NeoSwapFactoryFeeToSetEventName
}

// UnpackFeeToSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeeToSet(address indexed previousFeeTo, address indexed newFeeTo)
func (neoSwapFactory *NeoSwapFactory) UnpackFeeToSetEvent(log *types.Log) (*NeoSwapFactoryFeeToSet, error) {
	event := "FeeToSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactoryFeeToSet)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapFactoryFeeToSetterTransferStarted represents a FeeToSetterTransferStarted event raised by the NeoSwapFactory contract.
type NeoSwapFactoryFeeToSetterTransferStarted struct {
	PreviousFeeToSetter common.Address
	NewFeeToSetter      common.Address
	Raw                 *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactoryFeeToSetterTransferStartedEventName = "FeeToSetterTransferStarted"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactoryFeeToSetterTransferStarted) ContractEventName() string {
	return NeoSwapFactoryFeeToSetterTransferStartedEventName
}

// UnpackFeeToSetterTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeeToSetterTransferStarted(address indexed previousFeeToSetter, address indexed newFeeToSetter)
func (neoSwapFactory *NeoSwapFactory) UnpackFeeToSetterTransferStartedEvent(log *types.Log) (*NeoSwapFactoryFeeToSetterTransferStarted, error) {
	event := "FeeToSetterTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactoryFeeToSetterTransferStarted)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapFactoryFeeToSetterTransferred represents a FeeToSetterTransferred event raised by the NeoSwapFactory contract.
type NeoSwapFactoryFeeToSetterTransferred struct {
	PreviousFeeToSetter common.Address
	NewFeeToSetter      common.Address
	Raw                 *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactoryFeeToSetterTransferredEventName = "FeeToSetterTransferred"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactoryFeeToSetterTransferred) ContractEventName() string {
	return NeoSwapFactoryFeeToSetterTransferredEventName
}

// UnpackFeeToSetterTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeeToSetterTransferred(address indexed previousFeeToSetter, address indexed newFeeToSetter)
func (neoSwapFactory *NeoSwapFactory) UnpackFeeToSetterTransferredEvent(log *types.Log) (*NeoSwapFactoryFeeToSetterTransferred, error) {
	event := "FeeToSetterTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactoryFeeToSetterTransferred)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapFactoryPairCreated represents a PairCreated event raised by the NeoSwapFactory contract.
type NeoSwapFactoryPairCreated struct {
	Token0         common.Address
	Token1         common.Address
	Pair           common.Address
	AllPairsLength *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactoryPairCreatedEventName = "PairCreated"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactoryPairCreated) ContractEventName() string {
	return NeoSwapFactoryPairCreatedEventName
}

// UnpackPairCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PairCreated(address indexed token0, address indexed token1, address pair, uint256 allPairsLength)
func (neoSwapFactory *NeoSwapFactory) UnpackPairCreatedEvent(log *types.Log) (*NeoSwapFactoryPairCreated, error) {
	event := "PairCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactoryPairCreated)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapFactoryQuoteRegistrySet represents a QuoteRegistrySet event raised by the NeoSwapFactory contract.
type NeoSwapFactoryQuoteRegistrySet struct {
	QuoteRegistry common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactoryQuoteRegistrySetEventName = "QuoteRegistrySet"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactoryQuoteRegistrySet) ContractEventName() string {
	return NeoSwapFactoryQuoteRegistrySetEventName
}

// UnpackQuoteRegistrySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event QuoteRegistrySet(address indexed quoteRegistry)
func (neoSwapFactory *NeoSwapFactory) UnpackQuoteRegistrySetEvent(log *types.Log) (*NeoSwapFactoryQuoteRegistrySet, error) {
	event := "QuoteRegistrySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactoryQuoteRegistrySet)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapFactorySwapAllowedSet represents a SwapAllowedSet event raised by the NeoSwapFactory contract.
type NeoSwapFactorySwapAllowedSet struct {
	Account common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactorySwapAllowedSetEventName = "SwapAllowedSet"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactorySwapAllowedSet) ContractEventName() string {
	return NeoSwapFactorySwapAllowedSetEventName
}

// UnpackSwapAllowedSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SwapAllowedSet(address indexed account, bool allowed)
func (neoSwapFactory *NeoSwapFactory) UnpackSwapAllowedSetEvent(log *types.Log) (*NeoSwapFactorySwapAllowedSet, error) {
	event := "SwapAllowedSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactorySwapAllowedSet)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapFactorySwapFeeSet represents a SwapFeeSet event raised by the NeoSwapFactory contract.
type NeoSwapFactorySwapFeeSet struct {
	SwapFeeBps *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const NeoSwapFactorySwapFeeSetEventName = "SwapFeeSet"

// ContractEventName returns the user-defined event name.
func (NeoSwapFactorySwapFeeSet) ContractEventName() string {
	return NeoSwapFactorySwapFeeSetEventName
}

// UnpackSwapFeeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SwapFeeSet(uint256 swapFeeBps)
func (neoSwapFactory *NeoSwapFactory) UnpackSwapFeeSetEvent(log *types.Log) (*NeoSwapFactorySwapFeeSet, error) {
	event := "SwapFeeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapFactorySwapFeeSet)
	if len(log.Data) > 0 {
		if err := neoSwapFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapLibraryMetaData contains all meta data concerning the NeoSwapLibrary contract.
var NeoSwapLibraryMetaData = bind.MetaData{
	ABI: "[]",
	ID:  "43c0400925e35fc2f94053f14ffaeaa48f",
	Bin: "0x602c6032600b8282823980515f1a607314602657634e487b7160e01b5f525f60045260245ffd5b305f52607381538281f3fe730000000000000000000000000000000000000000301460806040525f5ffdfea164736f6c6343000825000a",
}

// NeoSwapLibrary is an auto generated Go binding around an Ethereum contract.
type NeoSwapLibrary struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NeoSwapLibrary) GetABI() abi.ABI {
	return c.abi
}

// NewNeoSwapLibrary creates a new instance of NeoSwapLibrary.
func NewNeoSwapLibrary() *NeoSwapLibrary {
	parsed, err := NeoSwapLibraryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NeoSwapLibrary{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NeoSwapLibrary) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// NeoSwapPairMetaData contains all meta data concerning the NeoSwapPair contract.
var NeoSwapPairMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"Burn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"}],\"name\":\"Mint\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0In\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1In\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0Out\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1Out\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint112\",\"name\":\"reserve0\",\"type\":\"uint112\"},{\"indexed\":false,\"internalType\":\"uint112\",\"name\":\"reserve1\",\"type\":\"uint112\"}],\"name\":\"Sync\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MINIMUM_LIQUIDITY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERMIT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"burn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getReserves\",\"outputs\":[{\"internalType\":\"uint112\",\"name\":\"_reserve0\",\"type\":\"uint112\"},{\"internalType\":\"uint112\",\"name\":\"_reserve1\",\"type\":\"uint112\"},{\"internalType\":\"uint32\",\"name\":\"_blockTimestampLast\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_token0\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_token1\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"kLast\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"mint\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"price0CumulativeLast\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"price1CumulativeLast\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"skim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount0Out\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount1Out\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"swap\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sync\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token0\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token1\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "b8b4e391cada8c0a87ed6c1c30bdc505f9",
	Bin: "0x60e06040526001600a55348015610014575f5ffd5b504660a0818152604080518082018252600a81526904e656f53776170204c560b41b60209182015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f1523e8a5d48a09ba9d402bc62ad193187a64093dca48399d280ff626d502dbb2818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc66060820152608081019490945230848401528151808503909301835260c0909301905280519101206080523360c05260805160a05160c0516123f561011e5f395f81816103ed0152818161047c0152818161090701528181610c7a0152611b1801525f610b6701525f610c4d01526123f55ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c80636a627842116100f3578063ba9a7a5611610093578063d21220a71161006e578063d21220a71461040f578063d505accf14610422578063dd62ed3e14610435578063fff6cae91461045f575f5ffd5b8063ba9a7a56146103cc578063bc25cf77146103d5578063c45a0155146103e8575f5ffd5b80637ecebe00116100ce5780637ecebe001461034d57806389afcb441461036c57806395d89b4114610394578063a9059cbb146103b9575f5ffd5b80636a6278421461031257806370a08231146103255780637464fc3d14610344575f5ffd5b806323b872dd1161015e5780633644e515116101395780633644e515146102e5578063485cc955146102ed5780635909c0d5146103005780635a3d549314610309575f5ffd5b806323b872dd1461029157806330adf81f146102a4578063313ce567146102cb575f5ffd5b8063022c0d9f146101a557806306fdde03146101ba5780630902f1ac146101f9578063095ea7b31461022d5780630dfe16811461025057806318160ddd1461027b575b5f5ffd5b6101b86101b3366004611f75565b610467565b005b6101e36040518060400160405280600a81526020016904e656f53776170204c560b41b81525081565b6040516101f09190612005565b60405180910390f35b610201610ab5565b604080516001600160701b03948516815293909216602084015263ffffffff16908201526060016101f0565b61024061023b36600461203a565b610adf565b60405190151581526020016101f0565b600454610263906001600160a01b031681565b6040516001600160a01b0390911681526020016101f0565b6102835f5481565b6040519081526020016101f0565b61024061029f366004612064565b610af5565b6102837f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c981565b6102d3601281565b60405160ff90911681526020016101f0565b610283610b64565b6101b86102fb3660046120a2565b610c6f565b61028360075481565b61028360085481565b6102836103203660046120d9565b610d0a565b6102836103333660046120d9565b60016020525f908152604090205481565b61028360095481565b61028361035b3660046120d9565b60036020525f908152604090205481565b61037f61037a3660046120d9565b610fc9565b604080519283526020830191909152016101f0565b6101e36040518060400160405280600681526020016504e454f2d4c560d41b81525081565b6102406103c736600461203a565b611321565b6102836103e881565b6101b86103e33660046120d9565b61132d565b6102637f000000000000000000000000000000000000000000000000000000000000000081565b600554610263906001600160a01b031681565b6101b86104303660046120f4565b611441565b6102836104433660046120a2565b600260209081525f928352604080842090915290825290205481565b6101b86115f8565b604051634195eb3160e01b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634195eb3190602401602060405180830381865afa1580156104c9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104ed9190612165565b61053e5760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761703a20535741505045525f4e4f545f414c4c4f5745440000000060448201526064015b60405180910390fd5b600a546001146105605760405162461bcd60e51b815260040161053590612184565b5f600a558415158061057157505f84115b6105c95760405162461bcd60e51b815260206004820152602360248201527f4e656f537761703a20494e53554646494349454e545f4f55545055545f414d4f60448201526215539560ea1b6064820152608401610535565b5f5f6105d3610ab5565b5091509150816001600160701b0316871080156105f85750806001600160701b031686105b6106445760405162461bcd60e51b815260206004820152601f60248201527f4e656f537761703a20494e53554646494349454e545f4c4951554944495459006044820152606401610535565b6004546005545f9182916001600160a01b039182169190811690891682148015906106815750806001600160a01b0316896001600160a01b031614155b6106c35760405162461bcd60e51b81526020600482015260136024820152724e656f537761703a20494e56414c49445f544f60681b6044820152606401610535565b8a156106d4576106d4828a8d61171c565b89156106e5576106e5818a8c61171c565b861561074d5760405163aa27195b60e01b81526001600160a01b038a169063aa27195b9061071f9033908f908f908e908e906004016121ad565b5f604051808303815f87803b158015610736575f5ffd5b505af1158015610748573d5f5f3e3d5ffd5b505050505b6040516370a0823160e01b81523060048201526001600160a01b038316906370a0823190602401602060405180830381865afa15801561078f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107b391906121f8565b6040516370a0823160e01b81523060048201529094506001600160a01b038216906370a0823190602401602060405180830381865afa1580156107f8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061081c91906121f8565b925050505f89856001600160701b03166108369190612223565b8311610842575f61085f565b6108558a6001600160701b038716612223565b61085f9084612223565b90505f6108758a6001600160701b038716612223565b8311610881575f61089e565b6108948a6001600160701b038716612223565b61089e9084612223565b90505f8211806108ad57505f81115b6109045760405162461bcd60e51b815260206004820152602260248201527f4e656f537761703a20494e53554646494349454e545f494e5055545f414d4f55604482015261139560f21b6064820152608401610535565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa158015610961573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061098591906121f8565b90505f6109928285612236565b61099e61271088612236565b6109a89190612223565b90505f6109b58385612236565b6109c161271088612236565b6109cb9190612223565b90506109da6002612710612330565b6109f06001600160701b03808b16908c16612236565b6109fa9190612236565b610a048284612236565b1015610a3f5760405162461bcd60e51b815260206004820152600a6024820152694e656f537761703a204b60b01b6044820152606401610535565b505050610a4e84848888611862565b60408051838152602081018390529081018c9052606081018b90526001600160a01b038a169033907fd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d8229060800160405180910390a350506001600a55505050505050505050565b6006546001600160701b0380821692600160701b830490911691600160e01b900463ffffffff1690565b5f610aeb338484611a32565b5060015b92915050565b6001600160a01b0383165f9081526002602090815260408083203384529091528120545f198114610b4e57610b2a8382612223565b6001600160a01b0386165f9081526002602090815260408083203384529091529020555b610b59858585611a93565b506001949350505050565b5f7f00000000000000000000000000000000000000000000000000000000000000004614610c4a5750604080518082018252600a81526904e656f53776170204c560b41b60209182015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f1523e8a5d48a09ba9d402bc62ad193187a64093dca48399d280ff626d502dbb2818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a0808301919091528351808303909101815260c0909101909252815191012090565b507f000000000000000000000000000000000000000000000000000000000000000090565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610cdc5760405162461bcd60e51b81526020600482015260126024820152712732b7a9bbb0b81d102327a92124a22222a760711b6044820152606401610535565b600480546001600160a01b039384166001600160a01b03199182161790915560058054929093169116179055565b5f600a54600114610d2d5760405162461bcd60e51b815260040161053590612184565b5f600a81905580610d3c610ab5565b50600480546040516370a0823160e01b815230928101929092529294509092505f916001600160a01b0316906370a0823190602401602060405180830381865afa158015610d8c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610db091906121f8565b6005546040516370a0823160e01b81523060048201529192505f916001600160a01b03909116906370a0823190602401602060405180830381865afa158015610dfb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e1f91906121f8565b90505f610e356001600160701b03861684612223565b90505f610e4b6001600160701b03861684612223565b90505f610e588787611b14565b5f8054919250819003610e97576103e8610e7a610e758587612236565b611c54565b610e849190612223565b9850610e925f6103e8611dac565b610ede565b610edb6001600160701b038916610eae8387612236565b610eb89190612352565b6001600160701b038916610ecc8487612236565b610ed69190612352565b611e15565b98505b5f8911610f3c5760405162461bcd60e51b815260206004820152602660248201527f4e656f537761703a20494e53554646494349454e545f4c49515549444954595f60448201526513525395115160d21b6064820152608401610535565b610f468a8a611dac565b610f5286868a8a611862565b8115610f7b57600654610f77906001600160701b03600160701b820481169116612236565b6009555b604080518581526020810185905233917f4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f910160405180910390a250506001600a5550949695505050505050565b5f5f600a54600114610fed5760405162461bcd60e51b815260040161053590612184565b5f600a81905580610ffc610ab5565b50600480546005546040516370a0823160e01b815230938101939093529395509193506001600160a01b039182169291909116905f9083906370a0823190602401602060405180830381865afa158015611058573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061107c91906121f8565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038416906370a0823190602401602060405180830381865afa1580156110c3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110e791906121f8565b305f908152600160205260408120549192506111038888611b14565b5f54909150806111138685612236565b61111d9190612352565b9a508061112a8585612236565b6111349190612352565b99505f8b11801561114457505f8a115b61119f5760405162461bcd60e51b815260206004820152602660248201527f4e656f537761703a20494e53554646494349454e545f4c49515549444954595f60448201526510955493915160d21b6064820152608401610535565b6111a93084611e27565b6111b4878d8d61171c565b6111bf868d8c61171c565b6040516370a0823160e01b81523060048201526001600160a01b038816906370a0823190602401602060405180830381865afa158015611201573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061122591906121f8565b6040516370a0823160e01b81523060048201529095506001600160a01b038716906370a0823190602401602060405180830381865afa15801561126a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061128e91906121f8565b935061129c85858b8b611862565b81156112c5576006546112c1906001600160701b03600160701b820481169116612236565b6009555b604080518c8152602081018c90526001600160a01b038e169133917fdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496910160405180910390a35050505050505050506001600a81905550915091565b5f610aeb338484611a93565b600a5460011461134f5760405162461bcd60e51b815260040161053590612184565b5f600a55600480546005546006546040516370a0823160e01b815230948101949094526001600160a01b039283169392909116916113ef91849186916001600160701b03169083906370a08231906024015b602060405180830381865afa1580156113bc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113e091906121f8565b6113ea9190612223565b61171c565b6006546040516370a0823160e01b81523060048201526114379183918691600160701b90046001600160701b0316906001600160a01b038416906370a08231906024016113a1565b50506001600a5550565b428410156114845760405162461bcd60e51b815260206004820152601060248201526f13995bd4ddd85c0e881156141254915160821b6044820152606401610535565b5f61154e611490610b64565b6001600160a01b038a165f90815260036020526040812080547f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9928d928d928d929091906114dd83612365565b909155506040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810188905260e0016040516020818303038152906040528051906020012060405161190160f01b8152600281019290925260228201526042902090565b90505f5f61155e83878787611e96565b5090925090505f8160038111156115775761157761237d565b1480156115955750896001600160a01b0316826001600160a01b0316145b6115e15760405162461bcd60e51b815260206004820152601a60248201527f4e656f537761703a20494e56414c49445f5349474e41545552450000000000006044820152606401610535565b6115ec8a8a8a611a32565b50505050505050505050565b600a5460011461161a5760405162461bcd60e51b815260040161053590612184565b5f600a55600480546040516370a0823160e01b81523092810192909252611715916001600160a01b03909116906370a0823190602401602060405180830381865afa15801561166b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061168f91906121f8565b6005546040516370a0823160e01b81523060048201526001600160a01b03909116906370a0823190602401602060405180830381865afa1580156116d5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116f991906121f8565b6006546001600160701b0380821691600160701b900416611862565b6001600a55565b604080518082018252601981527f7472616e7366657228616464726573732c75696e74323536290000000000000060209182015281516001600160a01b0385811660248301526044808301869052845180840390910181526064909201845291810180516001600160e01b031663a9059cbb60e01b17905291515f9283928716916117a79190612391565b5f604051808303815f865af19150503d805f81146117e0576040519150601f19603f3d011682016040523d82523d5f602084013e6117e5565b606091505b509150915081801561180f57508051158061180f57508080602001905181019061180f9190612165565b61185b5760405162461bcd60e51b815260206004820152601860248201527f4e656f537761703a205452414e534645525f4641494c454400000000000000006044820152606401610535565b5050505050565b6001600160701b03841180159061188057506001600160701b038311155b6118c05760405162461bcd60e51b81526020600482015260116024820152704e656f537761703a204f564552464c4f5760781b6044820152606401610535565b5f6118d0640100000000426123a7565b60065490915063ffffffff600160e01b909104811682039081161580159061190057506001600160701b03841615155b801561191457506001600160701b03831615155b1561199a578063ffffffff16846001600160701b03166070856001600160701b0316901b816119455761194561233e565b60078054929091049290920201905563ffffffff81166001600160701b0384166dffffffffffffffffffffffffffff60701b607087901b168161198a5761198a61233e565b6008805492909104929092020190555b506006805463ffffffff8316600160e01b026001600160e01b036001600160701b03888116600160701b9081026001600160e01b03199095168b83161794909417918216831794859055604080519382169282169290921783529290930490911660208201527f1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1910160405180910390a15050505050565b6001600160a01b038381165f8181526002602090815260408083209487168084529482529182902085905590518481527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591015b60405180910390a3505050565b6001600160a01b0383165f9081526001602052604081208054839290611aba908490612223565b90915550506001600160a01b038083165f81815260016020526040908190208054850190555190918516907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90611a869085815260200190565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663017e7e586040518163ffffffff1660e01b8152600401602060405180830381865afa158015611b72573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b9691906123ba565b6009546001600160a01b038216158015945091925090611c41578015611c3c575f611bd0610e756001600160701b03808816908916612236565b90505f611bdc83611c54565b905080821115611c39575f611bf18284612223565b5f54611bfd9190612236565b90505f82611c0c856005612236565b611c1691906123d5565b90505f611c238284612352565b90508015611c3557611c358782611dac565b5050505b50505b611c4c565b8015611c4c575f6009555b505092915050565b5f60018211611c61575090565b816001600160801b8210611c7a5760809190911c9060401b5b680100000000000000008210611c955760409190911c9060201b5b6401000000008210611cac5760209190911c9060101b5b620100008210611cc15760109190911c9060081b5b6101008210611cd55760089190911c9060041b5b60108210611ce85760049190911c9060021b5b60048210611cf45760011b5b600302600190811c90818581611d0c57611d0c61233e565b048201901c90506001818581611d2457611d2461233e565b048201901c90506001818581611d3c57611d3c61233e565b048201901c90506001818581611d5457611d5461233e565b048201901c90506001818581611d6c57611d6c61233e565b048201901c90506001818581611d8457611d8461233e565b048201901c9050611da3818581611d9d57611d9d61233e565b04821190565b90039392505050565b805f5f828254611dbc91906123d5565b90915550506001600160a01b0382165f818152600160209081526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91015b60405180910390a35050565b5f8282188284100282185b9392505050565b6001600160a01b0382165f9081526001602052604081208054839290611e4e908490612223565b90915550505f805482900381556040518281526001600160a01b038416907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90602001611e09565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611ecf57505f91506003905082611f54565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611f20573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611f4b57505f925060019150829050611f54565b92505f91508190505b9450945094915050565b6001600160a01b0381168114611f72575f5ffd5b50565b5f5f5f5f5f60808688031215611f89575f5ffd5b85359450602086013593506040860135611fa281611f5e565b9250606086013567ffffffffffffffff811115611fbd575f5ffd5b8601601f81018813611fcd575f5ffd5b803567ffffffffffffffff811115611fe3575f5ffd5b886020828401011115611ff4575f5ffd5b959894975092955050506020019190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f6040838503121561204b575f5ffd5b823561205681611f5e565b946020939093013593505050565b5f5f5f60608486031215612076575f5ffd5b833561208181611f5e565b9250602084013561209181611f5e565b929592945050506040919091013590565b5f5f604083850312156120b3575f5ffd5b82356120be81611f5e565b915060208301356120ce81611f5e565b809150509250929050565b5f602082840312156120e9575f5ffd5b8135611e2081611f5e565b5f5f5f5f5f5f5f60e0888a03121561210a575f5ffd5b873561211581611f5e565b9650602088013561212581611f5e565b95506040880135945060608801359350608088013560ff81168114612148575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f60208284031215612175575f5ffd5b81518015158114611e20575f5ffd5b6020808252600f908201526e13995bd4ddd85c0e881313d0d2d151608a1b604082015260600190565b60018060a01b038616815284602082015283604082015260806060820152816080820152818360a08301375f81830160a090810191909152601f909201601f19160101949350505050565b5f60208284031215612208575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610aef57610aef61220f565b8082028115828204841417610aef57610aef61220f565b6001815b60018411156122885780850481111561226c5761226c61220f565b600184161561227a57908102905b60019390931c928002612251565b935093915050565b5f8261229e57506001610aef565b816122aa57505f610aef565b81600181146122c057600281146122ca576122e6565b6001915050610aef565b60ff8411156122db576122db61220f565b50506001821b610aef565b5060208310610133831016604e8410600b8410161715612309575081810a610aef565b6123155f19848461224d565b805f19048211156123285761232861220f565b029392505050565b5f611e2060ff841683612290565b634e487b7160e01b5f52601260045260245ffd5b5f826123605761236061233e565b500490565b5f600182016123765761237661220f565b5060010190565b634e487b7160e01b5f52602160045260245ffd5b5f82518060208501845e5f920191825250919050565b5f826123b5576123b561233e565b500690565b5f602082840312156123ca575f5ffd5b8151611e2081611f5e565b80820180821115610aef57610aef61220f56fea164736f6c6343000825000a",
}

// NeoSwapPair is an auto generated Go binding around an Ethereum contract.
type NeoSwapPair struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NeoSwapPair) GetABI() abi.ABI {
	return c.abi
}

// NewNeoSwapPair creates a new instance of NeoSwapPair.
func NewNeoSwapPair() *NeoSwapPair {
	parsed, err := NeoSwapPairMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NeoSwapPair{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NeoSwapPair) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (neoSwapPair *NeoSwapPair) PackDOMAINSEPARATOR() []byte {
	enc, err := neoSwapPair.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (neoSwapPair *NeoSwapPair) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return neoSwapPair.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (neoSwapPair *NeoSwapPair) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := neoSwapPair.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMINIMUMLIQUIDITY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba9a7a56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MINIMUM_LIQUIDITY() view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackMINIMUMLIQUIDITY() []byte {
	enc, err := neoSwapPair.abi.Pack("MINIMUM_LIQUIDITY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINIMUMLIQUIDITY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba9a7a56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MINIMUM_LIQUIDITY() view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackMINIMUMLIQUIDITY() ([]byte, error) {
	return neoSwapPair.abi.Pack("MINIMUM_LIQUIDITY")
}

// UnpackMINIMUMLIQUIDITY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba9a7a56.
//
// Solidity: function MINIMUM_LIQUIDITY() view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackMINIMUMLIQUIDITY(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("MINIMUM_LIQUIDITY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPERMITTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30adf81f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PERMIT_TYPEHASH() view returns(bytes32)
func (neoSwapPair *NeoSwapPair) PackPERMITTYPEHASH() []byte {
	enc, err := neoSwapPair.abi.Pack("PERMIT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPERMITTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30adf81f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PERMIT_TYPEHASH() view returns(bytes32)
func (neoSwapPair *NeoSwapPair) TryPackPERMITTYPEHASH() ([]byte, error) {
	return neoSwapPair.abi.Pack("PERMIT_TYPEHASH")
}

// UnpackPERMITTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30adf81f.
//
// Solidity: function PERMIT_TYPEHASH() view returns(bytes32)
func (neoSwapPair *NeoSwapPair) UnpackPERMITTYPEHASH(data []byte) ([32]byte, error) {
	out, err := neoSwapPair.abi.Unpack("PERMIT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("allowance", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := neoSwapPair.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return neoSwapPair.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) UnpackApprove(data []byte) (bool, error) {
	out, err := neoSwapPair.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("balanceOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89afcb44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(address to) returns(uint256 amount0, uint256 amount1)
func (neoSwapPair *NeoSwapPair) PackBurn(to common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("burn", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89afcb44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(address to) returns(uint256 amount0, uint256 amount1)
func (neoSwapPair *NeoSwapPair) TryPackBurn(to common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("burn", to)
}

// BurnOutput serves as a container for the return parameters of contract
// method Burn.
type BurnOutput struct {
	Amount0 *big.Int
	Amount1 *big.Int
}

// UnpackBurn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x89afcb44.
//
// Solidity: function burn(address to) returns(uint256 amount0, uint256 amount1)
func (neoSwapPair *NeoSwapPair) UnpackBurn(data []byte) (BurnOutput, error) {
	out, err := neoSwapPair.abi.Unpack("burn", data)
	outstruct := new(BurnOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Amount1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (neoSwapPair *NeoSwapPair) PackDecimals() []byte {
	enc, err := neoSwapPair.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (neoSwapPair *NeoSwapPair) TryPackDecimals() ([]byte, error) {
	return neoSwapPair.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (neoSwapPair *NeoSwapPair) UnpackDecimals(data []byte) (uint8, error) {
	out, err := neoSwapPair.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factory() view returns(address)
func (neoSwapPair *NeoSwapPair) PackFactory() []byte {
	enc, err := neoSwapPair.abi.Pack("factory")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function factory() view returns(address)
func (neoSwapPair *NeoSwapPair) TryPackFactory() ([]byte, error) {
	return neoSwapPair.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (neoSwapPair *NeoSwapPair) UnpackFactory(data []byte) (common.Address, error) {
	out, err := neoSwapPair.abi.Unpack("factory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetReserves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0902f1ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getReserves() view returns(uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
func (neoSwapPair *NeoSwapPair) PackGetReserves() []byte {
	enc, err := neoSwapPair.abi.Pack("getReserves")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetReserves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0902f1ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getReserves() view returns(uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
func (neoSwapPair *NeoSwapPair) TryPackGetReserves() ([]byte, error) {
	return neoSwapPair.abi.Pack("getReserves")
}

// GetReservesOutput serves as a container for the return parameters of contract
// method GetReserves.
type GetReservesOutput struct {
	Reserve0           *big.Int
	Reserve1           *big.Int
	BlockTimestampLast uint32
}

// UnpackGetReserves is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0902f1ac.
//
// Solidity: function getReserves() view returns(uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
func (neoSwapPair *NeoSwapPair) UnpackGetReserves(data []byte) (GetReservesOutput, error) {
	out, err := neoSwapPair.abi.Unpack("getReserves", data)
	outstruct := new(GetReservesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Reserve0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Reserve1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.BlockTimestampLast = *abi.ConvertType(out[2], new(uint32)).(*uint32)
	return *outstruct, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x485cc955.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address _token0, address _token1) returns()
func (neoSwapPair *NeoSwapPair) PackInitialize(token0 common.Address, token1 common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("initialize", token0, token1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x485cc955.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address _token0, address _token1) returns()
func (neoSwapPair *NeoSwapPair) TryPackInitialize(token0 common.Address, token1 common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("initialize", token0, token1)
}

// PackKLast is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7464fc3d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function kLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackKLast() []byte {
	enc, err := neoSwapPair.abi.Pack("kLast")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKLast is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7464fc3d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function kLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackKLast() ([]byte, error) {
	return neoSwapPair.abi.Pack("kLast")
}

// UnpackKLast is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7464fc3d.
//
// Solidity: function kLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackKLast(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("kLast", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a627842.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to) returns(uint256 liquidity)
func (neoSwapPair *NeoSwapPair) PackMint(to common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("mint", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a627842.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to) returns(uint256 liquidity)
func (neoSwapPair *NeoSwapPair) TryPackMint(to common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("mint", to)
}

// UnpackMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a627842.
//
// Solidity: function mint(address to) returns(uint256 liquidity)
func (neoSwapPair *NeoSwapPair) UnpackMint(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("mint", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (neoSwapPair *NeoSwapPair) PackName() []byte {
	enc, err := neoSwapPair.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (neoSwapPair *NeoSwapPair) TryPackName() ([]byte, error) {
	return neoSwapPair.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (neoSwapPair *NeoSwapPair) UnpackName(data []byte) (string, error) {
	out, err := neoSwapPair.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackNonces(arg0 common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("nonces", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackNonces(arg0 common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("nonces", arg0)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address ) view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (neoSwapPair *NeoSwapPair) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := neoSwapPair.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (neoSwapPair *NeoSwapPair) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return neoSwapPair.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackPrice0CumulativeLast is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5909c0d5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function price0CumulativeLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackPrice0CumulativeLast() []byte {
	enc, err := neoSwapPair.abi.Pack("price0CumulativeLast")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPrice0CumulativeLast is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5909c0d5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function price0CumulativeLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackPrice0CumulativeLast() ([]byte, error) {
	return neoSwapPair.abi.Pack("price0CumulativeLast")
}

// UnpackPrice0CumulativeLast is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5909c0d5.
//
// Solidity: function price0CumulativeLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackPrice0CumulativeLast(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("price0CumulativeLast", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPrice1CumulativeLast is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a3d5493.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function price1CumulativeLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackPrice1CumulativeLast() []byte {
	enc, err := neoSwapPair.abi.Pack("price1CumulativeLast")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPrice1CumulativeLast is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a3d5493.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function price1CumulativeLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackPrice1CumulativeLast() ([]byte, error) {
	return neoSwapPair.abi.Pack("price1CumulativeLast")
}

// UnpackPrice1CumulativeLast is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5a3d5493.
//
// Solidity: function price1CumulativeLast() view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackPrice1CumulativeLast(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("price1CumulativeLast", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSkim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc25cf77.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function skim(address to) returns()
func (neoSwapPair *NeoSwapPair) PackSkim(to common.Address) []byte {
	enc, err := neoSwapPair.abi.Pack("skim", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSkim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc25cf77.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function skim(address to) returns()
func (neoSwapPair *NeoSwapPair) TryPackSkim(to common.Address) ([]byte, error) {
	return neoSwapPair.abi.Pack("skim", to)
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022c0d9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data) returns()
func (neoSwapPair *NeoSwapPair) PackSwap(amount0Out *big.Int, amount1Out *big.Int, to common.Address, data []byte) []byte {
	enc, err := neoSwapPair.abi.Pack("swap", amount0Out, amount1Out, to, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022c0d9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data) returns()
func (neoSwapPair *NeoSwapPair) TryPackSwap(amount0Out *big.Int, amount1Out *big.Int, to common.Address, data []byte) ([]byte, error) {
	return neoSwapPair.abi.Pack("swap", amount0Out, amount1Out, to, data)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (neoSwapPair *NeoSwapPair) PackSymbol() []byte {
	enc, err := neoSwapPair.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (neoSwapPair *NeoSwapPair) TryPackSymbol() ([]byte, error) {
	return neoSwapPair.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (neoSwapPair *NeoSwapPair) UnpackSymbol(data []byte) (string, error) {
	out, err := neoSwapPair.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfff6cae9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sync() returns()
func (neoSwapPair *NeoSwapPair) PackSync() []byte {
	enc, err := neoSwapPair.abi.Pack("sync")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfff6cae9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sync() returns()
func (neoSwapPair *NeoSwapPair) TryPackSync() ([]byte, error) {
	return neoSwapPair.abi.Pack("sync")
}

// PackToken0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0dfe1681.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token0() view returns(address)
func (neoSwapPair *NeoSwapPair) PackToken0() []byte {
	enc, err := neoSwapPair.abi.Pack("token0")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0dfe1681.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token0() view returns(address)
func (neoSwapPair *NeoSwapPair) TryPackToken0() ([]byte, error) {
	return neoSwapPair.abi.Pack("token0")
}

// UnpackToken0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0dfe1681.
//
// Solidity: function token0() view returns(address)
func (neoSwapPair *NeoSwapPair) UnpackToken0(data []byte) (common.Address, error) {
	out, err := neoSwapPair.abi.Unpack("token0", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackToken1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21220a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token1() view returns(address)
func (neoSwapPair *NeoSwapPair) PackToken1() []byte {
	enc, err := neoSwapPair.abi.Pack("token1")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21220a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token1() view returns(address)
func (neoSwapPair *NeoSwapPair) TryPackToken1() ([]byte, error) {
	return neoSwapPair.abi.Pack("token1")
}

// UnpackToken1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd21220a7.
//
// Solidity: function token1() view returns(address)
func (neoSwapPair *NeoSwapPair) UnpackToken1(data []byte) (common.Address, error) {
	out, err := neoSwapPair.abi.Unpack("token1", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (neoSwapPair *NeoSwapPair) PackTotalSupply() []byte {
	enc, err := neoSwapPair.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (neoSwapPair *NeoSwapPair) TryPackTotalSupply() ([]byte, error) {
	return neoSwapPair.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (neoSwapPair *NeoSwapPair) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := neoSwapPair.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := neoSwapPair.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return neoSwapPair.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) UnpackTransfer(data []byte) (bool, error) {
	out, err := neoSwapPair.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := neoSwapPair.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return neoSwapPair.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (neoSwapPair *NeoSwapPair) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := neoSwapPair.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// NeoSwapPairApproval represents a Approval event raised by the NeoSwapPair contract.
type NeoSwapPairApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const NeoSwapPairApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (NeoSwapPairApproval) ContractEventName() string {
	return NeoSwapPairApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (neoSwapPair *NeoSwapPair) UnpackApprovalEvent(log *types.Log) (*NeoSwapPairApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapPair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapPairApproval)
	if len(log.Data) > 0 {
		if err := neoSwapPair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapPair.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapPairBurn represents a Burn event raised by the NeoSwapPair contract.
type NeoSwapPairBurn struct {
	Sender  common.Address
	Amount0 *big.Int
	Amount1 *big.Int
	To      common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const NeoSwapPairBurnEventName = "Burn"

// ContractEventName returns the user-defined event name.
func (NeoSwapPairBurn) ContractEventName() string {
	return NeoSwapPairBurnEventName
}

// UnpackBurnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)
func (neoSwapPair *NeoSwapPair) UnpackBurnEvent(log *types.Log) (*NeoSwapPairBurn, error) {
	event := "Burn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapPair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapPairBurn)
	if len(log.Data) > 0 {
		if err := neoSwapPair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapPair.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapPairMint represents a Mint event raised by the NeoSwapPair contract.
type NeoSwapPairMint struct {
	Sender  common.Address
	Amount0 *big.Int
	Amount1 *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const NeoSwapPairMintEventName = "Mint"

// ContractEventName returns the user-defined event name.
func (NeoSwapPairMint) ContractEventName() string {
	return NeoSwapPairMintEventName
}

// UnpackMintEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Mint(address indexed sender, uint256 amount0, uint256 amount1)
func (neoSwapPair *NeoSwapPair) UnpackMintEvent(log *types.Log) (*NeoSwapPairMint, error) {
	event := "Mint"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapPair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapPairMint)
	if len(log.Data) > 0 {
		if err := neoSwapPair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapPair.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapPairSwap represents a Swap event raised by the NeoSwapPair contract.
type NeoSwapPairSwap struct {
	Sender     common.Address
	Amount0In  *big.Int
	Amount1In  *big.Int
	Amount0Out *big.Int
	Amount1Out *big.Int
	To         common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const NeoSwapPairSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (NeoSwapPairSwap) ContractEventName() string {
	return NeoSwapPairSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)
func (neoSwapPair *NeoSwapPair) UnpackSwapEvent(log *types.Log) (*NeoSwapPairSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapPair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapPairSwap)
	if len(log.Data) > 0 {
		if err := neoSwapPair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapPair.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapPairSync represents a Sync event raised by the NeoSwapPair contract.
type NeoSwapPairSync struct {
	Reserve0 *big.Int
	Reserve1 *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const NeoSwapPairSyncEventName = "Sync"

// ContractEventName returns the user-defined event name.
func (NeoSwapPairSync) ContractEventName() string {
	return NeoSwapPairSyncEventName
}

// UnpackSyncEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Sync(uint112 reserve0, uint112 reserve1)
func (neoSwapPair *NeoSwapPair) UnpackSyncEvent(log *types.Log) (*NeoSwapPairSync, error) {
	event := "Sync"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapPair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapPairSync)
	if len(log.Data) > 0 {
		if err := neoSwapPair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapPair.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapPairTransfer represents a Transfer event raised by the NeoSwapPair contract.
type NeoSwapPairTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const NeoSwapPairTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (NeoSwapPairTransfer) ContractEventName() string {
	return NeoSwapPairTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (neoSwapPair *NeoSwapPair) UnpackTransferEvent(log *types.Log) (*NeoSwapPairTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoSwapPair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoSwapPairTransfer)
	if len(log.Data) > 0 {
		if err := neoSwapPair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoSwapPair.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoSwapRouter02MetaData contains all meta data concerning the NeoSwapRouter02 contract.
var NeoSwapRouter02MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"_factory\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"_WETH\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"WETH\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountADesired\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountBDesired\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountAMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountBMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"addLiquidity\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountA\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountB\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountTokenDesired\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountTokenMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETHMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"addLiquidityETH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountToken\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETH\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserveIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserveOut\",\"type\":\"uint256\"}],\"name\":\"getAmountIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserveIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserveOut\",\"type\":\"uint256\"}],\"name\":\"getAmountOut\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"getAmountsIn\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"}],\"name\":\"getAmountsOut\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountA\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserveA\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserveB\",\"type\":\"uint256\"}],\"name\":\"quote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountB\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountAMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountBMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"removeLiquidity\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountA\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountB\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountTokenMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETHMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"removeLiquidityETH\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountToken\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETH\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountTokenMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETHMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"removeLiquidityETHSupportingFeeOnTransferTokens\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountETH\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountTokenMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETHMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"approveMax\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"removeLiquidityETHWithPermit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountToken\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETH\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountTokenMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountETHMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"approveMax\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"removeLiquidityETHWithPermitSupportingFeeOnTransferTokens\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountETH\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountAMin\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountBMin\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"approveMax\",\"type\":\"bool\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"removeLiquidityWithPermit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountA\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountB\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapETHForExactTokens\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactETHForTokens\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactETHForTokensSupportingFeeOnTransferTokens\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForETH\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForETHSupportingFeeOnTransferTokens\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForTokens\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMin\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapExactTokensForTokensSupportingFeeOnTransferTokens\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountInMax\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapTokensForExactETH\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountInMax\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"path\",\"type\":\"address[]\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"swapTokensForExactTokens\",\"outputs\":[{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "19f42fb624e1893961241c4d2ce7e3ded0",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161438138038061438183398101604081905261002e91610060565b6001600160a01b039182166080521660a052610091565b80516001600160a01b038116811461005b575f5ffd5b919050565b5f5f60408385031215610071575f5ffd5b61007a83610045565b915061008860208401610045565b90509250929050565b60805160a05161414761023a5f395f818161015a0152818161035a015281816105070152818161055601528181610696015281816108b401528181610c1501528181610d4d0152818161107201528181611152015281816111fb0152818161129b015281816113b70152818161144001528181611705015281816117bb0152818161184f015281816118ca0152818161193a01528181611d6e01528181611f5001528181611fa501528181611fd90152818161206a015281816121a5015281816122b4015261233d01525f8181610415015281816105d401528181610712015281816107e201528181610995015281816109f501528181610aed01528181610c9101528181610d2b01528181610e6201528181611315015281816114720152818161158b0152818161163e0152818161196c01528181611b5001528181611cec01528181611d4c01528181611e6b01528181611f830152818161221f0152818161236f0152818161279301528181612d0d01528181612d5d0152818161300b015281816130fc0152818161329e015281816135f201528181613692015261370501526141475ff3fe60806040526004361061014a575f3560e01c80638803dbee116100b3578063c45a01551161006d578063c45a015514610404578063d06ca61f14610437578063ded9382a14610456578063e8e3370014610475578063f305d719146104af578063fb3bdb41146104c2575f5ffd5b80638803dbee1461032a578063ad5c464814610349578063ad615dec14610394578063af2979eb146103b3578063b6f9de95146103d2578063baa2abde146103e5575f5ffd5b80634a25d94a116101045780634a25d94a1461027c5780635b0d59841461029b5780635c11d795146102ba578063791ac947146102d95780637ff36ab5146102f857806385f8c2591461030b575f5ffd5b806302751cec1461018d578063054d50d4146101c657806318cbafe5146101f35780631f00ca741461021f5780632195995c1461023e57806338ed17391461025d575f5ffd5b3661018957336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610187576101876138a4565b005b5f5ffd5b348015610198575f5ffd5b506101ac6101a73660046138cf565b6104d5565b604080519283526020830191909152015b60405180910390f35b3480156101d1575f5ffd5b506101e56101e0366004613929565b6105cb565b6040519081526020016101bd565b3480156101fe575f5ffd5b5061021261020d366004613993565b610661565b6040516101bd9190613a01565b34801561022a575f5ffd5b50610212610239366004613a43565b61098e565b348015610249575f5ffd5b506101ac610258366004613aad565b6109ed565b348015610268575f5ffd5b50610212610277366004613993565b610abd565b348015610287575f5ffd5b50610212610296366004613993565b610be0565b3480156102a6575f5ffd5b506101e56102b5366004613b55565b610d24565b3480156102c5575f5ffd5b506101876102d4366004613993565b610e09565b3480156102e4575f5ffd5b506101876102f3366004613993565b61103f565b610212610306366004613be8565b61126e565b348015610316575f5ffd5b506101e5610325366004613929565b611582565b348015610335575f5ffd5b50610212610344366004613993565b61160e565b348015610354575f5ffd5b5061037c7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101bd565b34801561039f575f5ffd5b506101e56103ae366004613929565b6116d1565b3480156103be575f5ffd5b506101e56103cd3660046138cf565b6116dd565b6101876103e0366004613be8565b611824565b3480156103f0575f5ffd5b506101ac6103ff366004613c4a565b611b27565b34801561040f575f5ffd5b5061037c7f000000000000000000000000000000000000000000000000000000000000000081565b348015610442575f5ffd5b50610212610451366004613a43565b611ce5565b348015610461575f5ffd5b506101ac610470366004613b55565b611d44565b348015610480575f5ffd5b5061049461048f366004613cb8565b611e2e565b604080519384526020840192909252908201526060016101bd565b6104946104bd3660046138cf565b611f26565b6102126104d0366004613be8565b612178565b5f5f82428110156105015760405162461bcd60e51b81526004016104f890613d2f565b60405180910390fd5b610530897f00000000000000000000000000000000000000000000000000000000000000008a8a8a308a611b27565b90935091506105408986856124bf565b604051632e1a7d4d60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632e1a7d4d906024015f604051808303815f87803b15801561059f575f5ffd5b505af11580156105b1573d5f5f3e3d5ffd5b505050506105bf85836125d3565b50965096945050505050565b5f6106578484847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa15801561062e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106529190613d5f565b61269c565b90505b9392505050565b606061066b61277e565b814281101561068c5760405162461bcd60e51b81526004016104f890613d2f565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001686866106c3600182613d8a565b8181106106d2576106d2613da3565b90506020020160208101906106e79190613db7565b6001600160a01b03161461070d5760405162461bcd60e51b81526004016104f890613dd2565b61076a7f0000000000000000000000000000000000000000000000000000000000000000898888808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061285d92505050565b915086826001845161077c9190613d8a565b8151811061078c5761078c613da3565b602002602001015110156107b25760405162461bcd60e51b81526004016104f890613e09565b61087486865f8181106107c7576107c7613da3565b90506020020160208101906107dc9190613db7565b336108557f00000000000000000000000000000000000000000000000000000000000000008a8a5f81811061081357610813613da3565b90506020020160208101906108289190613db7565b8b8b600181811061083b5761083b613da3565b90506020020160208101906108509190613db7565b612a3e565b855f8151811061086757610867613da3565b6020026020010151612b09565b6108b2828787808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250309250612c32915050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632e1a7d4d83600185516108f09190613d8a565b8151811061090057610900613da3565b60200260200101516040518263ffffffff1660e01b815260040161092691815260200190565b5f604051808303815f87803b15801561093d575f5ffd5b505af115801561094f573d5f5f3e3d5ffd5b505050506109838483600185516109669190613d8a565b8151811061097657610976613da3565b60200260200101516125d3565b509695505050505050565b60606106577f0000000000000000000000000000000000000000000000000000000000000000858585808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250612e2592505050565b5f5f5f610a1b7f00000000000000000000000000000000000000000000000000000000000000008f8f612a3e565b90505f87610a29578c610a2c565b5f195b60405163d505accf60e01b81529091506001600160a01b0383169063d505accf90610a67903390309086908f908e908e908e90600401613e52565b5f604051808303815f87803b158015610a7e575f5ffd5b505af1158015610a90573d5f5f3e3d5ffd5b50505050610aa38f8f8f8f8f8f8f611b27565b809450819550505050509b509b9950505050505050505050565b6060610ac761277e565b8142811015610ae85760405162461bcd60e51b81526004016104f890613d2f565b610b457f0000000000000000000000000000000000000000000000000000000000000000898888808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061285d92505050565b9150868260018451610b579190613d8a565b81518110610b6757610b67613da3565b60200260200101511015610b8d5760405162461bcd60e51b81526004016104f890613e09565b610ba286865f8181106107c7576107c7613da3565b610983828787808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250899250612c32915050565b6060610bea61277e565b8142811015610c0b5760405162461bcd60e51b81526004016104f890613d2f565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168686610c42600182613d8a565b818110610c5157610c51613da3565b9050602002016020810190610c669190613db7565b6001600160a01b031614610c8c5760405162461bcd60e51b81526004016104f890613dd2565b610ce97f0000000000000000000000000000000000000000000000000000000000000000898888808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250612e2592505050565b915086825f81518110610cfe57610cfe613da3565b602002602001015111156107b25760405162461bcd60e51b81526004016104f890613e93565b5f5f610d717f00000000000000000000000000000000000000000000000000000000000000008d7f0000000000000000000000000000000000000000000000000000000000000000612a3e565b90505f86610d7f578b610d82565b5f195b60405163d505accf60e01b81529091506001600160a01b0383169063d505accf90610dbd903390309086908e908d908d908d90600401613e52565b5f604051808303815f87803b158015610dd4575f5ffd5b505af1158015610de6573d5f5f3e3d5ffd5b50505050610df88d8d8d8d8d8d6116dd565b9d9c50505050505050505050505050565b610e1161277e565b8042811015610e325760405162461bcd60e51b81526004016104f890613d2f565b610ec185855f818110610e4757610e47613da3565b9050602002016020810190610e5c9190613db7565b33610ebb7f000000000000000000000000000000000000000000000000000000000000000089895f818110610e9357610e93613da3565b9050602002016020810190610ea89190613db7565b8a8a600181811061083b5761083b613da3565b8a612b09565b5f8585610ecf600182613d8a565b818110610ede57610ede613da3565b9050602002016020810190610ef39190613db7565b6040516370a0823160e01b81526001600160a01b0386811660048301529192505f918316906370a0823190602401602060405180830381865afa158015610f3c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f609190613d5f565b9050610f9f8787808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250899250613008915050565b6040516370a0823160e01b81526001600160a01b038681166004830152899183918516906370a08231906024015b602060405180830381865afa158015610fe8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061100c9190613d5f565b6110169190613d8a565b10156110345760405162461bcd60e51b81526004016104f890613e09565b505050505050505050565b61104761277e565b80428110156110685760405162461bcd60e51b81526004016104f890613d2f565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016858561109f600182613d8a565b8181106110ae576110ae613da3565b90506020020160208101906110c39190613db7565b6001600160a01b0316146110e95760405162461bcd60e51b81526004016104f890613dd2565b6110fe85855f818110610e4757610e47613da3565b61113b8585808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250309250613008915050565b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa15801561119f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111c39190613d5f565b9050868110156111e55760405162461bcd60e51b81526004016104f890613e09565b604051632e1a7d4d60e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632e1a7d4d906024015f604051808303815f87803b158015611244575f5ffd5b505af1158015611256573d5f5f3e3d5ffd5b5050505061126484826125d3565b5050505050505050565b606061127861277e565b81428110156112995760405162461bcd60e51b81526004016104f890613d2f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031686865f8181106112d5576112d5613da3565b90506020020160208101906112ea9190613db7565b6001600160a01b0316146113105760405162461bcd60e51b81526004016104f890613dd2565b61136d7f0000000000000000000000000000000000000000000000000000000000000000348888808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061285d92505050565b915086826001845161137f9190613d8a565b8151811061138f5761138f613da3565b602002602001015110156113b55760405162461bcd60e51b81526004016104f890613e09565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d0e30db0835f815181106113f6576113f6613da3565b60200260200101516040518263ffffffff1660e01b81526004015f604051808303818588803b158015611427575f5ffd5b505af1158015611439573d5f5f3e3d5ffd5b50505050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a9059cbb6114a37f000000000000000000000000000000000000000000000000000000000000000089895f818110610e9357610e93613da3565b845f815181106114b5576114b5613da3565b60200260200101516040518363ffffffff1660e01b81526004016114ee9291906001600160a01b03929092168252602082015260400190565b6020604051808303815f875af115801561150a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061152e9190613ed8565b61153a5761153a6138a4565b611578828787808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250899250612c32915050565b5095945050505050565b5f6106578484847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa1580156115e5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116099190613d5f565b61334c565b606061161861277e565b81428110156116395760405162461bcd60e51b81526004016104f890613d2f565b6116967f0000000000000000000000000000000000000000000000000000000000000000898888808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250612e2592505050565b915086825f815181106116ab576116ab613da3565b60200260200101511115610b8d5760405162461bcd60e51b81526004016104f890613e93565b5f610657848484613436565b5f81428110156116ff5760405162461bcd60e51b81526004016104f890613d2f565b61172e887f00000000000000000000000000000000000000000000000000000000000000008989893089611b27565b6040516370a0823160e01b81523060048201529093506117a59150899086906001600160a01b038316906370a0823190602401602060405180830381865afa15801561177c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117a09190613d5f565b6124bf565b604051632e1a7d4d60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632e1a7d4d906024015f604051808303815f87803b158015611804575f5ffd5b505af1158015611816573d5f5f3e3d5ffd5b5050505061098384836125d3565b61182c61277e565b804281101561184d5760405162461bcd60e51b81526004016104f890613d2f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031685855f81811061188957611889613da3565b905060200201602081019061189e9190613db7565b6001600160a01b0316146118c45760405162461bcd60e51b81526004016104f890613dd2565b5f3490507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d0e30db0826040518263ffffffff1660e01b81526004015f604051808303818588803b158015611921575f5ffd5b505af1158015611933573d5f5f3e3d5ffd5b50505050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a9059cbb61199d7f000000000000000000000000000000000000000000000000000000000000000089895f818110610e9357610e93613da3565b6040516001600160e01b031960e084901b1681526001600160a01b039091166004820152602481018490526044016020604051808303815f875af11580156119e7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a0b9190613ed8565b611a1757611a176138a4565b5f8686611a25600182613d8a565b818110611a3457611a34613da3565b9050602002016020810190611a499190613db7565b6040516370a0823160e01b81526001600160a01b0387811660048301529192505f918316906370a0823190602401602060405180830381865afa158015611a92573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ab69190613d5f565b9050611af58888808060200260200160405190810160405280939291908181526020018383602002808284375f920191909152508a9250613008915050565b6040516370a0823160e01b81526001600160a01b0387811660048301528a9183918516906370a0823190602401610fcd565b5f5f8242811015611b4a5760405162461bcd60e51b81526004016104f890613d2f565b5f611b767f00000000000000000000000000000000000000000000000000000000000000008c8c612a3e565b6040516323b872dd60e01b81523360048201526001600160a01b03821660248201819052604482018c90529192506323b872dd906064016020604051808303815f875af1158015611bc9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611bed9190613ed8565b5060405163226bf2d160e21b81526001600160a01b0387811660048301525f9182918416906389afcb449060240160408051808303815f875af1158015611c36573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c5a9190613ef3565b915091505f611c698e8e6134d1565b509050806001600160a01b03168e6001600160a01b031614611c8c578183611c8f565b82825b90975095508a871015611cb45760405162461bcd60e51b81526004016104f890613f15565b89861015611cd45760405162461bcd60e51b81526004016104f890613f59565b505050505097509795505050505050565b60606106577f0000000000000000000000000000000000000000000000000000000000000000858585808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525061285d92505050565b5f5f5f611d927f00000000000000000000000000000000000000000000000000000000000000008e7f0000000000000000000000000000000000000000000000000000000000000000612a3e565b90505f87611da0578c611da3565b5f195b60405163d505accf60e01b81529091506001600160a01b0383169063d505accf90611dde903390309086908f908e908e908e90600401613e52565b5f604051808303815f87803b158015611df5575f5ffd5b505af1158015611e07573d5f5f3e3d5ffd5b50505050611e198e8e8e8e8e8e6104d5565b909f909e509c50505050505050505050505050565b5f5f5f8342811015611e525760405162461bcd60e51b81526004016104f890613d2f565b611e608c8c8c8c8c8c6135c5565b90945092505f611e917f00000000000000000000000000000000000000000000000000000000000000008e8e612a3e565b9050611e9f8d338388612b09565b611eab8c338387612b09565b6040516335313c2160e11b81526001600160a01b038881166004830152821690636a627842906024016020604051808303815f875af1158015611ef0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f149190613d5f565b92505050985098509895505050505050565b5f5f5f8342811015611f4a5760405162461bcd60e51b81526004016104f890613d2f565b611f788a7f00000000000000000000000000000000000000000000000000000000000000008b348c8c6135c5565b90945092505f611fc97f00000000000000000000000000000000000000000000000000000000000000008c7f0000000000000000000000000000000000000000000000000000000000000000612a3e565b9050611fd78b338388612b09565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d0e30db0856040518263ffffffff1660e01b81526004015f604051808303818588803b158015612030575f5ffd5b505af1158015612042573d5f5f3e3d5ffd5b505060405163a9059cbb60e01b81526001600160a01b038581166004830152602482018990527f000000000000000000000000000000000000000000000000000000000000000016935063a9059cbb925060440190506020604051808303815f875af11580156120b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120d89190613ed8565b6120e4576120e46138a4565b6040516335313c2160e11b81526001600160a01b038881166004830152821690636a627842906024016020604051808303815f875af1158015612129573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061214d9190613d5f565b92508334111561216a5761216a336121658634613d8a565b6125d3565b505096509650969350505050565b606061218261277e565b81428110156121a35760405162461bcd60e51b81526004016104f890613d2f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031686865f8181106121df576121df613da3565b90506020020160208101906121f49190613db7565b6001600160a01b03161461221a5760405162461bcd60e51b81526004016104f890613dd2565b6122777f0000000000000000000000000000000000000000000000000000000000000000888888808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250612e2592505050565b915034825f8151811061228c5761228c613da3565b602002602001015111156122b25760405162461bcd60e51b81526004016104f890613e93565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d0e30db0835f815181106122f3576122f3613da3565b60200260200101516040518263ffffffff1660e01b81526004015f604051808303818588803b158015612324575f5ffd5b505af1158015612336573d5f5f3e3d5ffd5b50505050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a9059cbb6123a07f000000000000000000000000000000000000000000000000000000000000000089895f818110610e9357610e93613da3565b845f815181106123b2576123b2613da3565b60200260200101516040518363ffffffff1660e01b81526004016123eb9291906001600160a01b03929092168252602082015260400190565b6020604051808303815f875af1158015612407573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061242b9190613ed8565b612437576124376138a4565b612475828787808060200260200160405190810160405280939291908181526020018383602002808284375f92019190915250899250612c32915050565b815f8151811061248757612487613da3565b60200260200101513411156115785761157833835f815181106124ac576124ac613da3565b6020026020010151346121659190613d8a565b6040516001600160a01b038381166024830152604482018390525f91829186169060640160408051601f198184030181529181526020820180516001600160e01b031663a9059cbb60e01b179052516125189190613f9d565b5f604051808303815f865af19150503d805f8114612551576040519150601f19603f3d011682016040523d82523d5f602084013e612556565b606091505b50915091508180156125805750805115806125805750808060200190518101906125809190613ed8565b6125cc5760405162461bcd60e51b815260206004820152601e60248201527f4e656f53776170526f757465723a205452414e534645525f4641494c4544000060448201526064016104f8565b5050505050565b604080515f808252602082019092526001600160a01b0384169083906040516125fc9190613f9d565b5f6040518083038185875af1925050503d805f8114612636576040519150601f19603f3d011682016040523d82523d5f602084013e61263b565b606091505b50509050806126975760405162461bcd60e51b815260206004820152602260248201527f4e656f53776170526f757465723a204554485f5452414e534645525f4641494c604482015261115160f21b60648201526084016104f8565b505050565b5f5f85116126fe5760405162461bcd60e51b815260206004820152602960248201527f4e656f537761704c6962726172793a20494e53554646494349454e545f494e50604482015268155517d05353d5539560ba1b60648201526084016104f8565b5f8411801561270c57505f83115b6127285760405162461bcd60e51b81526004016104f890613fc7565b5f61273583612710613d8a565b61273f908761400d565b90505f61274c858361400d565b90505f8261275c6127108961400d565b6127669190614024565b90506127728183614037565b98975050505050505050565b604051634195eb3160e01b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634195eb3190602401602060405180830381865afa1580156127e0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906128049190613ed8565b61285b5760405162461bcd60e51b815260206004820152602260248201527f4e656f53776170526f757465723a20535741505045525f4e4f545f414c4c4f57604482015261115160f21b60648201526084016104f8565b565b60606002825110156128b15760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761704c6962726172793a20494e56414c49445f504154480000000060448201526064016104f8565b5f846001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa1580156128ee573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906129129190613d5f565b9050825167ffffffffffffffff81111561292e5761292e613fb3565b604051908082528060200260200182016040528015612957578160200160208202803683370190505b50915083825f8151811061296d5761296d613da3565b6020026020010181815250505f5b600184516129899190613d8a565b811015612a35575f5f6129db888785815181106129a8576129a8613da3565b6020026020010151888660016129be9190614024565b815181106129ce576129ce613da3565b60200260200101516137df565b91509150612a048584815181106129f4576129f4613da3565b602002602001015183838761269c565b85612a10856001614024565b81518110612a2057612a20613da3565b6020908102919091010152505060010161297b565b50509392505050565b60405163e6a4390560e01b81526001600160a01b03838116600483015282811660248301525f919085169063e6a4390590604401602060405180830381865afa158015612a8d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ab19190614056565b90506001600160a01b03811661065a5760405162461bcd60e51b815260206004820152601e60248201527f4e656f537761704c6962726172793a20504149525f4e4f545f464f554e44000060448201526064016104f8565b6040516001600160a01b0384811660248301528381166044830152606482018390525f91829187169060840160408051601f198184030181529181526020820180516001600160e01b03166323b872dd60e01b17905251612b6a9190613f9d565b5f604051808303815f865af19150503d805f8114612ba3576040519150601f19603f3d011682016040523d82523d5f602084013e612ba8565b606091505b5091509150818015612bd2575080511580612bd2575080806020019051810190612bd29190613ed8565b612c2a5760405162461bcd60e51b815260206004820152602360248201527f4e656f53776170526f757465723a205452414e534645525f46524f4d5f46414960448201526213115160ea1b60648201526084016104f8565b505050505050565b5f5b60018351612c429190613d8a565b811015612e1f575f5f848381518110612c5d57612c5d613da3565b602002602001015185846001612c739190614024565b81518110612c8357612c83613da3565b6020026020010151915091505f612c9a83836134d1565b5090505f87612caa866001614024565b81518110612cba57612cba613da3565b602002602001015190505f5f836001600160a01b0316866001600160a01b031614612ce657825f612ce9565b5f835b915091505f60028a51612cfc9190613d8a565b8810612d085788612d56565b612d567f0000000000000000000000000000000000000000000000000000000000000000878c612d398c6002614024565b81518110612d4957612d49613da3565b6020026020010151612a3e565b9050612d837f00000000000000000000000000000000000000000000000000000000000000008888612a3e565b6001600160a01b031663022c0d9f8484845f6040519080825280601f01601f191660200182016040528015612dbf576020820181803683370190505b506040518563ffffffff1660e01b8152600401612ddf9493929190614071565b5f604051808303815f87803b158015612df6575f5ffd5b505af1158015612e08573d5f5f3e3d5ffd5b505060019099019850612c34975050505050505050565b50505050565b6060600282511015612e795760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761704c6962726172793a20494e56414c49445f504154480000000060448201526064016104f8565b5f846001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa158015612eb6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612eda9190613d5f565b9050825167ffffffffffffffff811115612ef657612ef6613fb3565b604051908082528060200260200182016040528015612f1f578160200160208202803683370190505b509150838260018451612f329190613d8a565b81518110612f4257612f42613da3565b6020026020010181815250505f60018451612f5d9190613d8a565b90505b8015612a35575f80612fa28887612f78600187613d8a565b81518110612f8857612f88613da3565b60200260200101518886815181106129ce576129ce613da3565b91509150612fcb858481518110612fbb57612fbb613da3565b602002602001015183838761334c565b85612fd7600186613d8a565b81518110612fe757612fe7613da3565b60200260200101818152505050508080613000906140c3565b915050612f60565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632ffdaf896040518163ffffffff1660e01b8152600401602060405180830381865afa158015613065573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130899190613d5f565b90505f5b6001845161309b9190613d8a565b811015612e1f575f5f8583815181106130b6576130b6613da3565b6020026020010151868460016130cc9190614024565b815181106130dc576130dc613da3565b6020026020010151915091505f6130f383836134d1565b5090505f6131227f00000000000000000000000000000000000000000000000000000000000000008585612a3e565b90505f5f5f836001600160a01b0316630902f1ac6040518163ffffffff1660e01b8152600401606060405180830381865afa158015613163573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061318791906140ee565b506001600160701b031691506001600160701b031691505f5f866001600160a01b0316896001600160a01b0316146131c05782846131c3565b83835b6040516370a0823160e01b81526001600160a01b0389811660048301529294509092505f918491908c16906370a0823190602401602060405180830381865afa158015613212573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906132369190613d5f565b6132409190613d8a565b905061324e8184848f61269c565b955050505050505f5f846001600160a01b0316876001600160a01b03161461327757825f61327a565b5f835b915091505f60028c5161328d9190613d8a565b8910613299578a6132ca565b6132ca7f0000000000000000000000000000000000000000000000000000000000000000888e612d398d6002614024565b604080515f8152602081019182905263022c0d9f60e01b9091529091506001600160a01b0386169063022c0d9f9061330b9086908690869060248101614071565b5f604051808303815f87803b158015613322575f5ffd5b505af1158015613334573d5f5f3e3d5ffd5b50506001909a01995061308d98505050505050505050565b5f5f85116133af5760405162461bcd60e51b815260206004820152602a60248201527f4e656f537761704c6962726172793a20494e53554646494349454e545f4f555460448201526914155517d05353d5539560b21b60648201526084016104f8565b5f841180156133bd57505f83115b6133d95760405162461bcd60e51b81526004016104f890613fc7565b5f6127106133e7878761400d565b6133f1919061400d565b90505f61340084612710613d8a565b61340a8887613d8a565b613414919061400d565b90506134208183614037565b61342b906001614024565b979650505050505050565b5f5f84116134925760405162461bcd60e51b815260206004820152602360248201527f4e656f537761704c6962726172793a20494e53554646494349454e545f414d4f60448201526215539560ea1b60648201526084016104f8565b5f831180156134a057505f82115b6134bc5760405162461bcd60e51b81526004016104f890613fc7565b826134c7838661400d565b6106579190614037565b5f5f826001600160a01b0316846001600160a01b0316036135405760405162461bcd60e51b815260206004820152602360248201527f4e656f537761704c6962726172793a204944454e544943414c5f41444452455360448201526253455360e81b60648201526084016104f8565b826001600160a01b0316846001600160a01b031610613560578284613563565b83835b90925090506001600160a01b0382166135be5760405162461bcd60e51b815260206004820152601c60248201527f4e656f537761704c6962726172793a205a45524f5f414444524553530000000060448201526064016104f8565b9250929050565b60405163e6a4390560e01b81526001600160a01b03878116600483015286811660248301525f91829182917f00000000000000000000000000000000000000000000000000000000000000009091169063e6a4390590604401602060405180830381865afa158015613639573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061365d9190614056565b6001600160a01b0316036136fe576040516364e329cb60e11b81526001600160a01b03898116600483015288811660248301527f0000000000000000000000000000000000000000000000000000000000000000169063c9c65396906044016020604051808303815f875af11580156136d8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906136fc9190614056565b505b5f5f61372b7f00000000000000000000000000000000000000000000000000000000000000008b8b6137df565b91509150815f14801561373c575080155b1561374c578793508692506137d2565b5f613758898484613436565b905087811161378c57858110156137815760405162461bcd60e51b81526004016104f890613f59565b8894509250826137d0565b5f613798898486613436565b9050898111156137aa576137aa6138a4565b878110156137ca5760405162461bcd60e51b81526004016104f890613f15565b94508793505b505b5050965096945050505050565b5f5f5f6137ec85856134d1565b5090505f5f6137fc888888612a3e565b6001600160a01b0316630902f1ac6040518163ffffffff1660e01b8152600401606060405180830381865afa158015613837573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061385b91906140ee565b506001600160701b031691506001600160701b03169150826001600160a01b0316876001600160a01b031614613892578082613895565b81815b90999098509650505050505050565b634e487b7160e01b5f52600160045260245ffd5b6001600160a01b03811681146138cc575f5ffd5b50565b5f5f5f5f5f5f60c087890312156138e4575f5ffd5b86356138ef816138b8565b95506020870135945060408701359350606087013592506080870135613914816138b8565b9598949750929591949360a090920135925050565b5f5f5f6060848603121561393b575f5ffd5b505081359360208301359350604090920135919050565b5f5f83601f840112613962575f5ffd5b50813567ffffffffffffffff811115613979575f5ffd5b6020830191508360208260051b85010111156135be575f5ffd5b5f5f5f5f5f5f60a087890312156139a8575f5ffd5b8635955060208701359450604087013567ffffffffffffffff8111156139cc575f5ffd5b6139d889828a01613952565b90955093505060608701356139ec816138b8565b95989497509295919493608090920135925050565b602080825282518282018190525f918401906040840190835b81811015613a38578351835260209384019390920191600101613a1a565b509095945050505050565b5f5f5f60408486031215613a55575f5ffd5b83359250602084013567ffffffffffffffff811115613a72575f5ffd5b613a7e86828701613952565b9497909650939450505050565b80151581146138cc575f5ffd5b803560ff81168114613aa8575f5ffd5b919050565b5f5f5f5f5f5f5f5f5f5f5f6101608c8e031215613ac8575f5ffd5b8b35613ad3816138b8565b9a5060208c0135613ae3816138b8565b995060408c0135985060608c0135975060808c0135965060a08c0135613b08816138b8565b955060c08c0135945060e08c0135613b1f81613a8b565b9350613b2e6101008d01613a98565b9a9d999c50979a969995989497509295919493610120830135935061014090920135919050565b5f5f5f5f5f5f5f5f5f5f6101408b8d031215613b6f575f5ffd5b8a35613b7a816138b8565b995060208b0135985060408b0135975060608b0135965060808b0135613b9f816138b8565b955060a08b0135945060c08b0135613bb681613a8b565b9350613bc460e08c01613a98565b999c989b509699959894979396509194610100810135936101209091013592509050565b5f5f5f5f5f60808688031215613bfc575f5ffd5b85359450602086013567ffffffffffffffff811115613c19575f5ffd5b613c2588828901613952565b9095509350506040860135613c39816138b8565b949793965091946060013592915050565b5f5f5f5f5f5f5f60e0888a031215613c60575f5ffd5b8735613c6b816138b8565b96506020880135613c7b816138b8565b955060408801359450606088013593506080880135925060a0880135613ca0816138b8565b96999598509396929591949193505060c09091013590565b5f5f5f5f5f5f5f5f610100898b031215613cd0575f5ffd5b8835613cdb816138b8565b97506020890135613ceb816138b8565b965060408901359550606089013594506080890135935060a0890135925060c0890135613d17816138b8565b979a969950949793969295919450919260e001359150565b60208082526016908201527513995bd4ddd85c149bdd5d195c8e881156141254915160521b604082015260600190565b5f60208284031215613d6f575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115613d9d57613d9d613d76565b92915050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215613dc7575f5ffd5b813561065a816138b8565b6020808252601b908201527f4e656f53776170526f757465723a20494e56414c49445f504154480000000000604082015260600190565b60208082526029908201527f4e656f53776170526f757465723a20494e53554646494349454e545f4f555450604082015268155517d05353d5539560ba1b606082015260800190565b6001600160a01b0397881681529590961660208601526040850193909352606084019190915260ff16608083015260a082015260c081019190915260e00190565b60208082526025908201527f4e656f53776170526f757465723a204558434553534956455f494e5055545f416040820152641353d5539560da1b606082015260800190565b5f60208284031215613ee8575f5ffd5b815161065a81613a8b565b5f5f60408385031215613f04575f5ffd5b505080516020909101519092909150565b60208082526024908201527f4e656f53776170526f757465723a20494e53554646494349454e545f415f414d60408201526313d5539560e21b606082015260800190565b60208082526024908201527f4e656f53776170526f757465723a20494e53554646494349454e545f425f414d60408201526313d5539560e21b606082015260800190565b5f82518060208501845e5f920191825250919050565b634e487b7160e01b5f52604160045260245ffd5b60208082526026908201527f4e656f537761704c6962726172793a20494e53554646494349454e545f4c495160408201526555494449545960d01b606082015260800190565b8082028115828204841417613d9d57613d9d613d76565b80820180821115613d9d57613d9d613d76565b5f8261405157634e487b7160e01b5f52601260045260245ffd5b500490565b5f60208284031215614066575f5ffd5b815161065a816138b8565b84815283602082015260018060a01b0383166040820152608060608201525f8251806080840152806020850160a085015e5f60a0828501015260a0601f19601f83011684010191505095945050505050565b5f816140d1576140d1613d76565b505f190190565b80516001600160701b0381168114613aa8575f5ffd5b5f5f5f60608486031215614100575f5ffd5b614109846140d8565b9250614117602085016140d8565b9150604084015163ffffffff8116811461412f575f5ffd5b80915050925092509256fea164736f6c6343000825000a",
}

// NeoSwapRouter02 is an auto generated Go binding around an Ethereum contract.
type NeoSwapRouter02 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NeoSwapRouter02) GetABI() abi.ABI {
	return c.abi
}

// NewNeoSwapRouter02 creates a new instance of NeoSwapRouter02.
func NewNeoSwapRouter02() *NeoSwapRouter02 {
	parsed, err := NeoSwapRouter02MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NeoSwapRouter02{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NeoSwapRouter02) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address _factory, address _WETH) returns()
func (neoSwapRouter02 *NeoSwapRouter02) PackConstructor(_factory common.Address, _WETH common.Address) []byte {
	enc, err := neoSwapRouter02.abi.Pack("", _factory, _WETH)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackWETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad5c4648.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WETH() view returns(address)
func (neoSwapRouter02 *NeoSwapRouter02) PackWETH() []byte {
	enc, err := neoSwapRouter02.abi.Pack("WETH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad5c4648.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WETH() view returns(address)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackWETH() ([]byte, error) {
	return neoSwapRouter02.abi.Pack("WETH")
}

// UnpackWETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad5c4648.
//
// Solidity: function WETH() view returns(address)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackWETH(data []byte) (common.Address, error) {
	out, err := neoSwapRouter02.abi.Unpack("WETH", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8e33700.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns(uint256 amountA, uint256 amountB, uint256 liquidity)
func (neoSwapRouter02 *NeoSwapRouter02) PackAddLiquidity(tokenA common.Address, tokenB common.Address, amountADesired *big.Int, amountBDesired *big.Int, amountAMin *big.Int, amountBMin *big.Int, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("addLiquidity", tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8e33700.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns(uint256 amountA, uint256 amountB, uint256 liquidity)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackAddLiquidity(tokenA common.Address, tokenB common.Address, amountADesired *big.Int, amountBDesired *big.Int, amountAMin *big.Int, amountBMin *big.Int, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("addLiquidity", tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin, to, deadline)
}

// AddLiquidityOutput serves as a container for the return parameters of contract
// method AddLiquidity.
type AddLiquidityOutput struct {
	AmountA   *big.Int
	AmountB   *big.Int
	Liquidity *big.Int
}

// UnpackAddLiquidity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe8e33700.
//
// Solidity: function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns(uint256 amountA, uint256 amountB, uint256 liquidity)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackAddLiquidity(data []byte) (AddLiquidityOutput, error) {
	out, err := neoSwapRouter02.abi.Unpack("addLiquidity", data)
	outstruct := new(AddLiquidityOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountA = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.AmountB = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Liquidity = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackAddLiquidityETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf305d719.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns(uint256 amountToken, uint256 amountETH, uint256 liquidity)
func (neoSwapRouter02 *NeoSwapRouter02) PackAddLiquidityETH(token common.Address, amountTokenDesired *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("addLiquidityETH", token, amountTokenDesired, amountTokenMin, amountETHMin, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddLiquidityETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf305d719.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns(uint256 amountToken, uint256 amountETH, uint256 liquidity)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackAddLiquidityETH(token common.Address, amountTokenDesired *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("addLiquidityETH", token, amountTokenDesired, amountTokenMin, amountETHMin, to, deadline)
}

// AddLiquidityETHOutput serves as a container for the return parameters of contract
// method AddLiquidityETH.
type AddLiquidityETHOutput struct {
	AmountToken *big.Int
	AmountETH   *big.Int
	Liquidity   *big.Int
}

// UnpackAddLiquidityETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf305d719.
//
// Solidity: function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns(uint256 amountToken, uint256 amountETH, uint256 liquidity)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackAddLiquidityETH(data []byte) (AddLiquidityETHOutput, error) {
	out, err := neoSwapRouter02.abi.Unpack("addLiquidityETH", data)
	outstruct := new(AddLiquidityETHOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountToken = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.AmountETH = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Liquidity = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factory() view returns(address)
func (neoSwapRouter02 *NeoSwapRouter02) PackFactory() []byte {
	enc, err := neoSwapRouter02.abi.Pack("factory")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function factory() view returns(address)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackFactory() ([]byte, error) {
	return neoSwapRouter02.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackFactory(data []byte) (common.Address, error) {
	out, err := neoSwapRouter02.abi.Unpack("factory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetAmountIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85f8c259.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) view returns(uint256 amountIn)
func (neoSwapRouter02 *NeoSwapRouter02) PackGetAmountIn(amountOut *big.Int, reserveIn *big.Int, reserveOut *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("getAmountIn", amountOut, reserveIn, reserveOut)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAmountIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85f8c259.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) view returns(uint256 amountIn)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackGetAmountIn(amountOut *big.Int, reserveIn *big.Int, reserveOut *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("getAmountIn", amountOut, reserveIn, reserveOut)
}

// UnpackGetAmountIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x85f8c259.
//
// Solidity: function getAmountIn(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) view returns(uint256 amountIn)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackGetAmountIn(data []byte) (*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("getAmountIn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetAmountOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x054d50d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) view returns(uint256 amountOut)
func (neoSwapRouter02 *NeoSwapRouter02) PackGetAmountOut(amountIn *big.Int, reserveIn *big.Int, reserveOut *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("getAmountOut", amountIn, reserveIn, reserveOut)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAmountOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x054d50d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) view returns(uint256 amountOut)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackGetAmountOut(amountIn *big.Int, reserveIn *big.Int, reserveOut *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("getAmountOut", amountIn, reserveIn, reserveOut)
}

// UnpackGetAmountOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x054d50d4.
//
// Solidity: function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) view returns(uint256 amountOut)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackGetAmountOut(data []byte) (*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("getAmountOut", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetAmountsIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f00ca74.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAmountsIn(uint256 amountOut, address[] path) view returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackGetAmountsIn(amountOut *big.Int, path []common.Address) []byte {
	enc, err := neoSwapRouter02.abi.Pack("getAmountsIn", amountOut, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAmountsIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f00ca74.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAmountsIn(uint256 amountOut, address[] path) view returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackGetAmountsIn(amountOut *big.Int, path []common.Address) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("getAmountsIn", amountOut, path)
}

// UnpackGetAmountsIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1f00ca74.
//
// Solidity: function getAmountsIn(uint256 amountOut, address[] path) view returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackGetAmountsIn(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("getAmountsIn", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackGetAmountsOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd06ca61f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAmountsOut(uint256 amountIn, address[] path) view returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackGetAmountsOut(amountIn *big.Int, path []common.Address) []byte {
	enc, err := neoSwapRouter02.abi.Pack("getAmountsOut", amountIn, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAmountsOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd06ca61f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAmountsOut(uint256 amountIn, address[] path) view returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackGetAmountsOut(amountIn *big.Int, path []common.Address) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("getAmountsOut", amountIn, path)
}

// UnpackGetAmountsOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd06ca61f.
//
// Solidity: function getAmountsOut(uint256 amountIn, address[] path) view returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackGetAmountsOut(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("getAmountsOut", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad615dec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) pure returns(uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) PackQuote(amountA *big.Int, reserveA *big.Int, reserveB *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("quote", amountA, reserveA, reserveB)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad615dec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) pure returns(uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackQuote(amountA *big.Int, reserveA *big.Int, reserveB *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("quote", amountA, reserveA, reserveB)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad615dec.
//
// Solidity: function quote(uint256 amountA, uint256 reserveA, uint256 reserveB) pure returns(uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("quote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRemoveLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbaa2abde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns(uint256 amountA, uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) PackRemoveLiquidity(tokenA common.Address, tokenB common.Address, liquidity *big.Int, amountAMin *big.Int, amountBMin *big.Int, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("removeLiquidity", tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbaa2abde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns(uint256 amountA, uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackRemoveLiquidity(tokenA common.Address, tokenB common.Address, liquidity *big.Int, amountAMin *big.Int, amountBMin *big.Int, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("removeLiquidity", tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline)
}

// RemoveLiquidityOutput serves as a container for the return parameters of contract
// method RemoveLiquidity.
type RemoveLiquidityOutput struct {
	AmountA *big.Int
	AmountB *big.Int
}

// UnpackRemoveLiquidity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbaa2abde.
//
// Solidity: function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns(uint256 amountA, uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackRemoveLiquidity(data []byte) (RemoveLiquidityOutput, error) {
	out, err := neoSwapRouter02.abi.Unpack("removeLiquidity", data)
	outstruct := new(RemoveLiquidityOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountA = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.AmountB = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRemoveLiquidityETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02751cec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns(uint256 amountToken, uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) PackRemoveLiquidityETH(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("removeLiquidityETH", token, liquidity, amountTokenMin, amountETHMin, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidityETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02751cec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns(uint256 amountToken, uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackRemoveLiquidityETH(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("removeLiquidityETH", token, liquidity, amountTokenMin, amountETHMin, to, deadline)
}

// RemoveLiquidityETHOutput serves as a container for the return parameters of contract
// method RemoveLiquidityETH.
type RemoveLiquidityETHOutput struct {
	AmountToken *big.Int
	AmountETH   *big.Int
}

// UnpackRemoveLiquidityETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x02751cec.
//
// Solidity: function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns(uint256 amountToken, uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackRemoveLiquidityETH(data []byte) (RemoveLiquidityETHOutput, error) {
	out, err := neoSwapRouter02.abi.Unpack("removeLiquidityETH", data)
	outstruct := new(RemoveLiquidityETHOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountToken = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.AmountETH = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRemoveLiquidityETHSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf2979eb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns(uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) PackRemoveLiquidityETHSupportingFeeOnTransferTokens(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("removeLiquidityETHSupportingFeeOnTransferTokens", token, liquidity, amountTokenMin, amountETHMin, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidityETHSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf2979eb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns(uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackRemoveLiquidityETHSupportingFeeOnTransferTokens(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("removeLiquidityETHSupportingFeeOnTransferTokens", token, liquidity, amountTokenMin, amountETHMin, to, deadline)
}

// UnpackRemoveLiquidityETHSupportingFeeOnTransferTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaf2979eb.
//
// Solidity: function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns(uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackRemoveLiquidityETHSupportingFeeOnTransferTokens(data []byte) (*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("removeLiquidityETHSupportingFeeOnTransferTokens", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRemoveLiquidityETHWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xded9382a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidityETHWithPermit(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountToken, uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) PackRemoveLiquidityETHWithPermit(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int, approveMax bool, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := neoSwapRouter02.abi.Pack("removeLiquidityETHWithPermit", token, liquidity, amountTokenMin, amountETHMin, to, deadline, approveMax, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidityETHWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xded9382a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidityETHWithPermit(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountToken, uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackRemoveLiquidityETHWithPermit(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int, approveMax bool, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("removeLiquidityETHWithPermit", token, liquidity, amountTokenMin, amountETHMin, to, deadline, approveMax, v, r, s)
}

// RemoveLiquidityETHWithPermitOutput serves as a container for the return parameters of contract
// method RemoveLiquidityETHWithPermit.
type RemoveLiquidityETHWithPermitOutput struct {
	AmountToken *big.Int
	AmountETH   *big.Int
}

// UnpackRemoveLiquidityETHWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xded9382a.
//
// Solidity: function removeLiquidityETHWithPermit(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountToken, uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackRemoveLiquidityETHWithPermit(data []byte) (RemoveLiquidityETHWithPermitOutput, error) {
	out, err := neoSwapRouter02.abi.Unpack("removeLiquidityETHWithPermit", data)
	outstruct := new(RemoveLiquidityETHWithPermitOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountToken = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.AmountETH = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b0d5984.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) PackRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int, approveMax bool, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := neoSwapRouter02.abi.Pack("removeLiquidityETHWithPermitSupportingFeeOnTransferTokens", token, liquidity, amountTokenMin, amountETHMin, to, deadline, approveMax, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b0d5984.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens(token common.Address, liquidity *big.Int, amountTokenMin *big.Int, amountETHMin *big.Int, to common.Address, deadline *big.Int, approveMax bool, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("removeLiquidityETHWithPermitSupportingFeeOnTransferTokens", token, liquidity, amountTokenMin, amountETHMin, to, deadline, approveMax, v, r, s)
}

// UnpackRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b0d5984.
//
// Solidity: function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountETH)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackRemoveLiquidityETHWithPermitSupportingFeeOnTransferTokens(data []byte) (*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("removeLiquidityETHWithPermitSupportingFeeOnTransferTokens", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRemoveLiquidityWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2195995c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeLiquidityWithPermit(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountA, uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) PackRemoveLiquidityWithPermit(tokenA common.Address, tokenB common.Address, liquidity *big.Int, amountAMin *big.Int, amountBMin *big.Int, to common.Address, deadline *big.Int, approveMax bool, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := neoSwapRouter02.abi.Pack("removeLiquidityWithPermit", tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline, approveMax, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidityWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2195995c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeLiquidityWithPermit(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountA, uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackRemoveLiquidityWithPermit(tokenA common.Address, tokenB common.Address, liquidity *big.Int, amountAMin *big.Int, amountBMin *big.Int, to common.Address, deadline *big.Int, approveMax bool, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("removeLiquidityWithPermit", tokenA, tokenB, liquidity, amountAMin, amountBMin, to, deadline, approveMax, v, r, s)
}

// RemoveLiquidityWithPermitOutput serves as a container for the return parameters of contract
// method RemoveLiquidityWithPermit.
type RemoveLiquidityWithPermitOutput struct {
	AmountA *big.Int
	AmountB *big.Int
}

// UnpackRemoveLiquidityWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2195995c.
//
// Solidity: function removeLiquidityWithPermit(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns(uint256 amountA, uint256 amountB)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackRemoveLiquidityWithPermit(data []byte) (RemoveLiquidityWithPermitOutput, error) {
	out, err := neoSwapRouter02.abi.Unpack("removeLiquidityWithPermit", data)
	outstruct := new(RemoveLiquidityWithPermitOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountA = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.AmountB = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackSwapETHForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb3bdb41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapETHForExactTokens(amountOut *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapETHForExactTokens", amountOut, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapETHForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb3bdb41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapETHForExactTokens(amountOut *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapETHForExactTokens", amountOut, path, to, deadline)
}

// UnpackSwapETHForExactTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfb3bdb41.
//
// Solidity: function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackSwapETHForExactTokens(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("swapETHForExactTokens", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactETHForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ff36ab5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapExactETHForTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapExactETHForTokens", amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactETHForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ff36ab5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapExactETHForTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapExactETHForTokens", amountOutMin, path, to, deadline)
}

// UnpackSwapExactETHForTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ff36ab5.
//
// Solidity: function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackSwapExactETHForTokens(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("swapExactETHForTokens", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactETHForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6f9de95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns()
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapExactETHForTokensSupportingFeeOnTransferTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapExactETHForTokensSupportingFeeOnTransferTokens", amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactETHForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6f9de95.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns()
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapExactETHForTokensSupportingFeeOnTransferTokens(amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapExactETHForTokensSupportingFeeOnTransferTokens", amountOutMin, path, to, deadline)
}

// PackSwapExactTokensForETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18cbafe5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapExactTokensForETH(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapExactTokensForETH", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18cbafe5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapExactTokensForETH(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapExactTokensForETH", amountIn, amountOutMin, path, to, deadline)
}

// UnpackSwapExactTokensForETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18cbafe5.
//
// Solidity: function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackSwapExactTokensForETH(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("swapExactTokensForETH", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactTokensForETHSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x791ac947.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapExactTokensForETHSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapExactTokensForETHSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForETHSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x791ac947.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapExactTokensForETHSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapExactTokensForETHSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
}

// PackSwapExactTokensForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ed1739.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapExactTokensForTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapExactTokensForTokens", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ed1739.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapExactTokensForTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapExactTokensForTokens", amountIn, amountOutMin, path, to, deadline)
}

// UnpackSwapExactTokensForTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38ed1739.
//
// Solidity: function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackSwapExactTokensForTokens(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("swapExactTokensForTokens", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapExactTokensForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c11d795.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapExactTokensForTokensSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactTokensForTokensSupportingFeeOnTransferTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c11d795.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns()
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapExactTokensForTokensSupportingFeeOnTransferTokens(amountIn *big.Int, amountOutMin *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapExactTokensForTokensSupportingFeeOnTransferTokens", amountIn, amountOutMin, path, to, deadline)
}

// PackSwapTokensForExactETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a25d94a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapTokensForExactETH(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapTokensForExactETH", amountOut, amountInMax, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapTokensForExactETH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a25d94a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapTokensForExactETH(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapTokensForExactETH", amountOut, amountInMax, path, to, deadline)
}

// UnpackSwapTokensForExactETH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a25d94a.
//
// Solidity: function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackSwapTokensForExactETH(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("swapTokensForExactETH", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackSwapTokensForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8803dbee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) PackSwapTokensForExactTokens(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) []byte {
	enc, err := neoSwapRouter02.abi.Pack("swapTokensForExactTokens", amountOut, amountInMax, path, to, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapTokensForExactTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8803dbee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) TryPackSwapTokensForExactTokens(amountOut *big.Int, amountInMax *big.Int, path []common.Address, to common.Address, deadline *big.Int) ([]byte, error) {
	return neoSwapRouter02.abi.Pack("swapTokensForExactTokens", amountOut, amountInMax, path, to, deadline)
}

// UnpackSwapTokensForExactTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8803dbee.
//
// Solidity: function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns(uint256[] amounts)
func (neoSwapRouter02 *NeoSwapRouter02) UnpackSwapTokensForExactTokens(data []byte) ([]*big.Int, error) {
	out, err := neoSwapRouter02.abi.Unpack("swapTokensForExactTokens", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// NeoTokenMetaData contains all meta data concerning the NeoToken contract.
var NeoTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"supply\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ERC2612ExpiredSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC2612InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "12b3e81a1ba599f3af3819493c87667dc2",
	Bin: "0x610160604052348015610010575f5ffd5b5060405161134f38038061134f83398101604081905261002f91610324565b604051806040016040528060038152602001624e656f60e81b81525080604051806040016040528060018152602001603160f81b815250604051806040016040528060038152602001624e656f60e81b815250604051806040016040528060038152602001624e454f60e81b81525081600390816100ad91906103fe565b5060046100ba82826103fe565b5050506100cc8261018060201b60201c565b610120526100d981610180565b61014052815160208084019190912060e052815190820120610100524660a05261016560e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0525061017982826101c6565b5050610539565b5f5f829050601f815111156101b3578260405163305a27a960e01b81526004016101aa91906104bc565b60405180910390fd5b80516101be826104f1565b179392505050565b6001600160a01b0382166101ef5760405163ec442f0560e01b81525f60048201526024016101aa565b6101fa5f83836101fe565b5050565b6001600160a01b038316610228578060025f82825461021d9190610514565b909155506102989050565b6001600160a01b0383165f908152602081905260409020548181101561027a5760405163391434e360e21b81526001600160a01b038516600482015260248101829052604481018390526064016101aa565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166102b4576002805482900390556102d2565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161031791815260200190565b60405180910390a3505050565b5f5f60408385031215610335575f5ffd5b82516001600160a01b038116811461034b575f5ffd5b6020939093015192949293505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061038357607f821691505b6020821081036103a157634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156103f957828211156103f957805f5260205f20601f840160051c60208510156103d257505f5b90810190601f840160051c035f5b818110156103f5575f838201556001016103e0565b5050505b505050565b81516001600160401b038111156104175761041761035b565b61042b81610425845461036f565b846103a7565b6020601f82116001811461045d575f83156104465750848201515b5f19600385901b1c1916600184901b1784556104b5565b5f84815260208120601f198516915b8281101561048c578785015182556020948501946001909201910161046c565b50848210156104a957868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156103a1575f1960209190910360031b1b16919050565b8082018082111561053357634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e051610100516101205161014051610dc561058a5f395f6106e001525f6106b501525f61065e01525f61063601525f61059101525f6105bb01525f6105e50152610dc55ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c806370a082311161008857806395d89b411161006357806395d89b41146101a2578063a9059cbb146101aa578063d505accf146101bd578063dd62ed3e146101d2575f5ffd5b806370a082311461014c5780637ecebe001461017457806384b0196e14610187575f5ffd5b806306fdde03146100cf578063095ea7b3146100ed57806318160ddd1461011057806323b872dd14610122578063313ce567146101355780633644e51514610144575b5f5ffd5b6100d761020a565b6040516100e49190610b6a565b60405180910390f35b6101006100fb366004610b9e565b61029a565b60405190151581526020016100e4565b6002545b6040519081526020016100e4565b610100610130366004610bc6565b6102b3565b604051601281526020016100e4565b6101146102d6565b61011461015a366004610c00565b6001600160a01b03165f9081526020819052604090205490565b610114610182366004610c00565b6102e4565b61018f610301565b6040516100e49796959493929190610c19565b6100d7610343565b6101006101b8366004610b9e565b610352565b6101d06101cb366004610caf565b61035f565b005b6101146101e0366004610d1c565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b60606003805461021990610d4d565b80601f016020809104026020016040519081016040528092919081815260200182805461024590610d4d565b80156102905780601f1061026757610100808354040283529160200191610290565b820191905f5260205f20905b81548152906001019060200180831161027357829003601f168201915b5050505050905090565b5f336102a781858561049a565b60019150505b92915050565b5f336102c08582856104ac565b6102cb858585610528565b506001949350505050565b5f6102df610585565b905090565b6001600160a01b0381165f908152600760205260408120546102ad565b5f6060805f5f5f60606103126106ae565b61031a6106d9565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b60606004805461021990610d4d565b5f336102a7818585610528565b834211156103885760405163313c898160e11b8152600481018590526024015b60405180910390fd5b5f7f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98888886103d38c6001600160a01b03165f90815260076020526040902080546001810190915590565b6040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810186905260e0016040516020818303038152906040528051906020012090505f61042d82610704565b90505f61043c82878787610730565b9050896001600160a01b0316816001600160a01b031614610483576040516325c0072360e11b81526001600160a01b0380831660048301528b16602482015260440161037f565b61048e8a8a8a61049a565b50505050505050505050565b6104a7838383600161075c565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610522578181101561051457604051637dc7a0d960e11b81526001600160a01b0384166004820152602481018290526044810183905260640161037f565b61052284848484035f61075c565b50505050565b6001600160a01b03831661055157604051634b637e8f60e11b81525f600482015260240161037f565b6001600160a01b03821661057a5760405163ec442f0560e01b81525f600482015260240161037f565b6104a783838361082e565b5f306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480156105dd57507f000000000000000000000000000000000000000000000000000000000000000046145b1561060757507f000000000000000000000000000000000000000000000000000000000000000090565b6102df604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60606102df7f0000000000000000000000000000000000000000000000000000000000000000610954565b60606102df7f0000000000000000000000000000000000000000000000000000000000000000610954565b5f6102ad610710610585565b8360405161190160f01b8152600281019290925260228201526042902090565b5f5f5f5f61074088888888610991565b9250925092506107508282610a59565b50909695505050505050565b6001600160a01b0384166107855760405163e602df0560e01b81525f600482015260240161037f565b6001600160a01b0383166107ae57604051634a1406b160e11b81525f600482015260240161037f565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561052257826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161082091815260200190565b60405180910390a350505050565b6001600160a01b038316610858578060025f82825461084d9190610d85565b909155506108c89050565b6001600160a01b0383165f90815260208190526040902054818110156108aa5760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161037f565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166108e457600280548290039055610902565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161094791815260200190565b60405180910390a3505050565b60605f61096083610b15565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156109ca57505f91506003905082610a4f565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015610a1b573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116610a4657505f925060019150829050610a4f565b92505f91508190505b9450945094915050565b5f826003811115610a6c57610a6c610da4565b03610a75575050565b6001826003811115610a8957610a89610da4565b03610aa75760405163f645eedf60e01b815260040160405180910390fd5b6002826003811115610abb57610abb610da4565b03610adc5760405163fce698f760e01b81526004810182905260240161037f565b6003826003811115610af057610af0610da4565b03610b11576040516335e2f38360e21b81526004810182905260240161037f565b5050565b5f60ff8216601f8111156102ad57604051632cd44ac360e21b815260040160405180910390fd5b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610b7c6020830184610b3c565b9392505050565b80356001600160a01b0381168114610b99575f5ffd5b919050565b5f5f60408385031215610baf575f5ffd5b610bb883610b83565b946020939093013593505050565b5f5f5f60608486031215610bd8575f5ffd5b610be184610b83565b9250610bef60208501610b83565b929592945050506040919091013590565b5f60208284031215610c10575f5ffd5b610b7c82610b83565b60ff60f81b8816815260e060208201525f610c3760e0830189610b3c565b8281036040840152610c498189610b3c565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015610c9e578351835260209384019390920191600101610c80565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f60e0888a031215610cc5575f5ffd5b610cce88610b83565b9650610cdc60208901610b83565b95506040880135945060608801359350608088013560ff81168114610cff575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f5f60408385031215610d2d575f5ffd5b610d3683610b83565b9150610d4460208401610b83565b90509250929050565b600181811c90821680610d6157607f821691505b602082108103610d7f57634e487b7160e01b5f52602260045260245ffd5b50919050565b808201808211156102ad57634e487b7160e01b5f52601160045260245ffd5b634e487b7160e01b5f52602160045260245ffdfea164736f6c6343000825000a",
}

// NeoToken is an auto generated Go binding around an Ethereum contract.
type NeoToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NeoToken) GetABI() abi.ABI {
	return c.abi
}

// NewNeoToken creates a new instance of NeoToken.
func NewNeoToken() *NeoToken {
	parsed, err := NeoTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NeoToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NeoToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address recipient, uint256 supply) returns()
func (neoToken *NeoToken) PackConstructor(recipient common.Address, supply *big.Int) []byte {
	enc, err := neoToken.abi.Pack("", recipient, supply)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (neoToken *NeoToken) PackDOMAINSEPARATOR() []byte {
	enc, err := neoToken.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (neoToken *NeoToken) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return neoToken.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (neoToken *NeoToken) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := neoToken.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (neoToken *NeoToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := neoToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (neoToken *NeoToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return neoToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (neoToken *NeoToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := neoToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (neoToken *NeoToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := neoToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (neoToken *NeoToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return neoToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (neoToken *NeoToken) UnpackApprove(data []byte) (bool, error) {
	out, err := neoToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (neoToken *NeoToken) PackBalanceOf(account common.Address) []byte {
	enc, err := neoToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (neoToken *NeoToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return neoToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (neoToken *NeoToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := neoToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (neoToken *NeoToken) PackDecimals() []byte {
	enc, err := neoToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (neoToken *NeoToken) TryPackDecimals() ([]byte, error) {
	return neoToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (neoToken *NeoToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := neoToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (neoToken *NeoToken) PackEip712Domain() []byte {
	enc, err := neoToken.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (neoToken *NeoToken) TryPackEip712Domain() ([]byte, error) {
	return neoToken.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (neoToken *NeoToken) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := neoToken.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (neoToken *NeoToken) PackName() []byte {
	enc, err := neoToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (neoToken *NeoToken) TryPackName() ([]byte, error) {
	return neoToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (neoToken *NeoToken) UnpackName(data []byte) (string, error) {
	out, err := neoToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (neoToken *NeoToken) PackNonces(owner common.Address) []byte {
	enc, err := neoToken.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (neoToken *NeoToken) TryPackNonces(owner common.Address) ([]byte, error) {
	return neoToken.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (neoToken *NeoToken) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := neoToken.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (neoToken *NeoToken) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := neoToken.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (neoToken *NeoToken) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return neoToken.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (neoToken *NeoToken) PackSymbol() []byte {
	enc, err := neoToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (neoToken *NeoToken) TryPackSymbol() ([]byte, error) {
	return neoToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (neoToken *NeoToken) UnpackSymbol(data []byte) (string, error) {
	out, err := neoToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (neoToken *NeoToken) PackTotalSupply() []byte {
	enc, err := neoToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (neoToken *NeoToken) TryPackTotalSupply() ([]byte, error) {
	return neoToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (neoToken *NeoToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := neoToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (neoToken *NeoToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := neoToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (neoToken *NeoToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return neoToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (neoToken *NeoToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := neoToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (neoToken *NeoToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := neoToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (neoToken *NeoToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return neoToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (neoToken *NeoToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := neoToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// NeoTokenApproval represents a Approval event raised by the NeoToken contract.
type NeoTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const NeoTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (NeoTokenApproval) ContractEventName() string {
	return NeoTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (neoToken *NeoToken) UnpackApprovalEvent(log *types.Log) (*NeoTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoTokenApproval)
	if len(log.Data) > 0 {
		if err := neoToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoTokenEIP712DomainChanged represents a EIP712DomainChanged event raised by the NeoToken contract.
type NeoTokenEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const NeoTokenEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (NeoTokenEIP712DomainChanged) ContractEventName() string {
	return NeoTokenEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (neoToken *NeoToken) UnpackEIP712DomainChangedEvent(log *types.Log) (*NeoTokenEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoTokenEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := neoToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// NeoTokenTransfer represents a Transfer event raised by the NeoToken contract.
type NeoTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const NeoTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (NeoTokenTransfer) ContractEventName() string {
	return NeoTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (neoToken *NeoToken) UnpackTransferEvent(log *types.Log) (*NeoTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != neoToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(NeoTokenTransfer)
	if len(log.Data) > 0 {
		if err := neoToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range neoToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (neoToken *NeoToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return neoToken.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return neoToken.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return neoToken.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC2612ExpiredSignature"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC2612ExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["ERC2612InvalidSigner"].ID.Bytes()[:4]) {
		return neoToken.UnpackERC2612InvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return neoToken.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return neoToken.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], neoToken.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return neoToken.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// NeoTokenECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the NeoToken contract.
type NeoTokenECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func NeoTokenECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (neoToken *NeoToken) UnpackECDSAInvalidSignatureError(raw []byte) (*NeoTokenECDSAInvalidSignature, error) {
	out := new(NeoTokenECDSAInvalidSignature)
	if err := neoToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the NeoToken contract.
type NeoTokenECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func NeoTokenECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (neoToken *NeoToken) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*NeoTokenECDSAInvalidSignatureLength, error) {
	out := new(NeoTokenECDSAInvalidSignatureLength)
	if err := neoToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the NeoToken contract.
type NeoTokenECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func NeoTokenECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (neoToken *NeoToken) UnpackECDSAInvalidSignatureSError(raw []byte) (*NeoTokenECDSAInvalidSignatureS, error) {
	out := new(NeoTokenECDSAInvalidSignatureS)
	if err := neoToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the NeoToken contract.
type NeoTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func NeoTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (neoToken *NeoToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*NeoTokenERC20InsufficientAllowance, error) {
	out := new(NeoTokenERC20InsufficientAllowance)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the NeoToken contract.
type NeoTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func NeoTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (neoToken *NeoToken) UnpackERC20InsufficientBalanceError(raw []byte) (*NeoTokenERC20InsufficientBalance, error) {
	out := new(NeoTokenERC20InsufficientBalance)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the NeoToken contract.
type NeoTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func NeoTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (neoToken *NeoToken) UnpackERC20InvalidApproverError(raw []byte) (*NeoTokenERC20InvalidApprover, error) {
	out := new(NeoTokenERC20InvalidApprover)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the NeoToken contract.
type NeoTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func NeoTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (neoToken *NeoToken) UnpackERC20InvalidReceiverError(raw []byte) (*NeoTokenERC20InvalidReceiver, error) {
	out := new(NeoTokenERC20InvalidReceiver)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the NeoToken contract.
type NeoTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func NeoTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (neoToken *NeoToken) UnpackERC20InvalidSenderError(raw []byte) (*NeoTokenERC20InvalidSender, error) {
	out := new(NeoTokenERC20InvalidSender)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the NeoToken contract.
type NeoTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func NeoTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (neoToken *NeoToken) UnpackERC20InvalidSpenderError(raw []byte) (*NeoTokenERC20InvalidSpender, error) {
	out := new(NeoTokenERC20InvalidSpender)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC2612ExpiredSignature represents a ERC2612ExpiredSignature error raised by the NeoToken contract.
type NeoTokenERC2612ExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func NeoTokenERC2612ExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x627913023c184eaad13735d5a3d2657ae76ec9a872a70e0fc57522ef1a114d58")
}

// UnpackERC2612ExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func (neoToken *NeoToken) UnpackERC2612ExpiredSignatureError(raw []byte) (*NeoTokenERC2612ExpiredSignature, error) {
	out := new(NeoTokenERC2612ExpiredSignature)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC2612ExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenERC2612InvalidSigner represents a ERC2612InvalidSigner error raised by the NeoToken contract.
type NeoTokenERC2612InvalidSigner struct {
	Signer common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func NeoTokenERC2612InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x4b800e463b323b1d856edf9dec70329a639d13874a57f5c28219ff57128756db")
}

// UnpackERC2612InvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func (neoToken *NeoToken) UnpackERC2612InvalidSignerError(raw []byte) (*NeoTokenERC2612InvalidSigner, error) {
	out := new(NeoTokenERC2612InvalidSigner)
	if err := neoToken.abi.UnpackIntoInterface(out, "ERC2612InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenInvalidAccountNonce represents a InvalidAccountNonce error raised by the NeoToken contract.
type NeoTokenInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func NeoTokenInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (neoToken *NeoToken) UnpackInvalidAccountNonceError(raw []byte) (*NeoTokenInvalidAccountNonce, error) {
	out := new(NeoTokenInvalidAccountNonce)
	if err := neoToken.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenInvalidShortString represents a InvalidShortString error raised by the NeoToken contract.
type NeoTokenInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func NeoTokenInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (neoToken *NeoToken) UnpackInvalidShortStringError(raw []byte) (*NeoTokenInvalidShortString, error) {
	out := new(NeoTokenInvalidShortString)
	if err := neoToken.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// NeoTokenStringTooLong represents a StringTooLong error raised by the NeoToken contract.
type NeoTokenStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func NeoTokenStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (neoToken *NeoToken) UnpackStringTooLongError(raw []byte) (*NeoTokenStringTooLong, error) {
	out := new(NeoTokenStringTooLong)
	if err := neoToken.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2MetaData contains all meta data concerning the Permit2 contract.
var Permit2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxAmount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidContractSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signatureDeadline\",\"type\":\"uint256\"}],\"name\":\"SignatureExpired\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"word\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"mask\",\"type\":\"uint256\"}],\"name\":\"UnorderedNonceInvalidation\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"wordPos\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"mask\",\"type\":\"uint256\"}],\"name\":\"invalidateUnorderedNonces\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wordPos\",\"type\":\"uint256\"}],\"name\":\"nonceBitmap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requestedAmount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.SignatureTransferDetails\",\"name\":\"transferDetails\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"permitTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requestedAmount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.SignatureTransferDetails\",\"name\":\"transferDetails\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"witness\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"witnessTypeString\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"permitWitnessTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "5e17dfbbc696a6c825d888934efac8b76c",
	Bin: "0x60c0604052348015600e575f5ffd5b50466080818152604080517f8cad95687ba82c2ce50e74f7b754645e5117c3a5bec8151c0726d5857980a8666020808301919091527f9ac997416e8ff9d2ff6bebeb7149f65cdae5e32e2b90440b566bb3044041d36a82840152606082019490945230818401528151808203909301835260a0019052805191012060a05260805160a051610aeb6100ad5f395f6102cb01525f61021d0152610aeb5ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c8063137c29fe1461005957806330f28b7a1461006e5780633644e515146100815780633ff9dcb11461009b5780634fe02b44146100ae575b5f5ffd5b61006c610067366004610831565b6100d5565b005b61006c61007c3660046108df565b610190565b61008961021a565b60405190815260200160405180910390f35b61006c6100a9366004610953565b6102ed565b6100896100bc366004610973565b5f60208181529281526040808220909352908152205481565b5f6040518060a0016040528060648152602001610a7b6064913985856040516020016101039392919061099b565b6040516020818303038152906040528051906020012090505f816101268b610345565b6040805160208101939093528281019190915233606083810191909152908c013560808301528b013560a082015260c0810188905260e0016040516020818303038152906040528051906020012090506101848a8a8a8488886103b9565b50505050505050505050565b5f7f939c21a48a8dbe3a9a2404a1d46691e4d39f6583d6ec6b35714604c986d801066101bb87610345565b604080516020810193909352828101919091523360608381019190915290880135608083015287013560a082015260c0016040516020818303038152906040528051906020012090506102128686868487876103b9565b505050505050565b5f7f000000000000000000000000000000000000000000000000000000000000000046146102c8576102c3604080517f8cad95687ba82c2ce50e74f7b754645e5117c3a5bec8151c0726d5857980a86660208201527f9ac997416e8ff9d2ff6bebeb7149f65cdae5e32e2b90440b566bb3044041d36a918101919091524660608201523060808201525f9060a00160405160208183030381529060405280519060200120905090565b905090565b507f000000000000000000000000000000000000000000000000000000000000000090565b335f8181526020818152604080832086845282529182902080548517905581518581529081018490527f3704902f963766a4e561bbaab6e6cdc1b1dd12f6e9e99648da8843b3f46b918d910160405180910390a25050565b5f7f618358ac3db8dc274f0cd8829da7e234bd48cd73c4a740aede1adec9846d06a161037460208401846109bf565b604080516020808201949094526001600160a01b0390921690820152908301356060820152608001604051602081830303815290604052805190602001209050919050565b85606001354211156103e95760405163cd21db4f60e01b8152606087013560048201526024015b60405180910390fd5b60208087013590860135111561041857604051633728b83d60e01b8152602087013560048201526024016103e0565b6104268487604001356104a4565b61046f828261043361021a565b60405161190160f01b60208201526022810191909152604281018790526062016040516020818303038152906040528051906020012087610501565b6102128461048060208801886109bf565b60208089013590610493908b018b6109bf565b6001600160a01b0316929190610708565b6001600160a01b0382165f90815260208181526040808320600885901c845290915281208054600160ff85161b908118918290559181831690036104fb57604051633ab3447f60e11b815260040160405180910390fd5b50505050565b6001600160a01b0381163b156105af57604051630b135d3f60e11b808252906001600160a01b03831690631626ba7e90610543908690899089906004016109df565b602060405180830381865afa15801561055e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105829190610a14565b6001600160e01b031916146105aa57604051632c19a72f60e21b815260040160405180910390fd5b6104fb565b5f808060418690036105f0576105c786880188610953565b9093509150868660408181106105df576105df610a3b565b919091013560f81c91506106479050565b604086900361062e575f61060687890189610953565b9094506001600160ff1b0381169350905061062660ff82901c601b610a4f565b915050610647565b604051634be6321b60e01b815260040160405180910390fd5b604080515f8082526020820180845288905260ff841692820192909252606081018590526080810184905260019060a0016020604051602081039080840390855afa158015610698573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166106cc57604051638baa579f60e01b815260040160405180910390fd5b846001600160a01b0316816001600160a01b0316146106fe57604051632057875960e21b815260040160405180910390fd5b5050505050505050565b61071684848484600161073e565b6104fb57604051635274afe760e01b81526001600160a01b03851660048201526024016103e0565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661079a57838315161561078e573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f608082840312156107bb575f5ffd5b50919050565b5f604082840312156107bb575f5ffd5b80356001600160a01b03811681146107e7575f5ffd5b919050565b5f5f83601f8401126107fc575f5ffd5b50813567ffffffffffffffff811115610813575f5ffd5b60208301915083602082850101111561082a575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f610140898b031215610849575f5ffd5b6108538a8a6107ab565b97506108628a60808b016107c1565b965061087060c08a016107d1565b955060e0890135945061010089013567ffffffffffffffff811115610893575f5ffd5b61089f8b828c016107ec565b90955093505061012089013567ffffffffffffffff8111156108bf575f5ffd5b6108cb8b828c016107ec565b999c989b5096995094979396929594505050565b5f5f5f5f5f61010086880312156108f4575f5ffd5b6108fe87876107ab565b945061090d87608088016107c1565b935061091b60c087016107d1565b925060e086013567ffffffffffffffff811115610936575f5ffd5b610942888289016107ec565b969995985093965092949392505050565b5f5f60408385031215610964575f5ffd5b50508035926020909101359150565b5f5f60408385031215610984575f5ffd5b61098d836107d1565b946020939093013593505050565b5f84518060208701845e5f908301908152838582375f930192835250909392505050565b5f602082840312156109cf575f5ffd5b6109d8826107d1565b9392505050565b83815260406020820152816040820152818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f60208284031215610a24575f5ffd5b81516001600160e01b0319811681146109d8575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b60ff8181168382160190811115610a7457634e487b7160e01b5f52601160045260245ffd5b9291505056fe5065726d69745769746e6573735472616e7366657246726f6d28546f6b656e5065726d697373696f6e73207065726d69747465642c61646472657373207370656e6465722c75696e74323536206e6f6e63652c75696e7432353620646561646c696e652ca164736f6c6343000825000a",
}

// Permit2 is an auto generated Go binding around an Ethereum contract.
type Permit2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Permit2) GetABI() abi.ABI {
	return c.abi
}

// NewPermit2 creates a new instance of Permit2.
func NewPermit2() *Permit2 {
	parsed, err := Permit2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Permit2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Permit2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (permit2 *Permit2) PackDOMAINSEPARATOR() []byte {
	enc, err := permit2.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (permit2 *Permit2) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return permit2.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (permit2 *Permit2) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := permit2.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInvalidateUnorderedNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ff9dcb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) returns()
func (permit2 *Permit2) PackInvalidateUnorderedNonces(wordPos *big.Int, mask *big.Int) []byte {
	enc, err := permit2.abi.Pack("invalidateUnorderedNonces", wordPos, mask)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInvalidateUnorderedNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ff9dcb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) returns()
func (permit2 *Permit2) TryPackInvalidateUnorderedNonces(wordPos *big.Int, mask *big.Int) ([]byte, error) {
	return permit2.abi.Pack("invalidateUnorderedNonces", wordPos, mask)
}

// PackNonceBitmap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fe02b44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonceBitmap(address owner, uint256 wordPos) view returns(uint256)
func (permit2 *Permit2) PackNonceBitmap(owner common.Address, wordPos *big.Int) []byte {
	enc, err := permit2.abi.Pack("nonceBitmap", owner, wordPos)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonceBitmap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fe02b44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonceBitmap(address owner, uint256 wordPos) view returns(uint256)
func (permit2 *Permit2) TryPackNonceBitmap(owner common.Address, wordPos *big.Int) ([]byte, error) {
	return permit2.abi.Pack("nonceBitmap", owner, wordPos)
}

// UnpackNonceBitmap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fe02b44.
//
// Solidity: function nonceBitmap(address owner, uint256 wordPos) view returns(uint256)
func (permit2 *Permit2) UnpackNonceBitmap(data []byte) (*big.Int, error) {
	out, err := permit2.abi.Unpack("nonceBitmap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermitTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30f28b7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permitTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes signature) returns()
func (permit2 *Permit2) PackPermitTransferFrom(permit IPermit2PermitTransferFrom, transferDetails IPermit2SignatureTransferDetails, owner common.Address, signature []byte) []byte {
	enc, err := permit2.abi.Pack("permitTransferFrom", permit, transferDetails, owner, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermitTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30f28b7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permitTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes signature) returns()
func (permit2 *Permit2) TryPackPermitTransferFrom(permit IPermit2PermitTransferFrom, transferDetails IPermit2SignatureTransferDetails, owner common.Address, signature []byte) ([]byte, error) {
	return permit2.abi.Pack("permitTransferFrom", permit, transferDetails, owner, signature)
}

// PackPermitWitnessTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x137c29fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permitWitnessTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes32 witness, string witnessTypeString, bytes signature) returns()
func (permit2 *Permit2) PackPermitWitnessTransferFrom(permit IPermit2PermitTransferFrom, transferDetails IPermit2SignatureTransferDetails, owner common.Address, witness [32]byte, witnessTypeString string, signature []byte) []byte {
	enc, err := permit2.abi.Pack("permitWitnessTransferFrom", permit, transferDetails, owner, witness, witnessTypeString, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermitWitnessTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x137c29fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permitWitnessTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes32 witness, string witnessTypeString, bytes signature) returns()
func (permit2 *Permit2) TryPackPermitWitnessTransferFrom(permit IPermit2PermitTransferFrom, transferDetails IPermit2SignatureTransferDetails, owner common.Address, witness [32]byte, witnessTypeString string, signature []byte) ([]byte, error) {
	return permit2.abi.Pack("permitWitnessTransferFrom", permit, transferDetails, owner, witness, witnessTypeString, signature)
}

// Permit2UnorderedNonceInvalidation represents a UnorderedNonceInvalidation event raised by the Permit2 contract.
type Permit2UnorderedNonceInvalidation struct {
	Owner common.Address
	Word  *big.Int
	Mask  *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const Permit2UnorderedNonceInvalidationEventName = "UnorderedNonceInvalidation"

// ContractEventName returns the user-defined event name.
func (Permit2UnorderedNonceInvalidation) ContractEventName() string {
	return Permit2UnorderedNonceInvalidationEventName
}

// UnpackUnorderedNonceInvalidationEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnorderedNonceInvalidation(address indexed owner, uint256 word, uint256 mask)
func (permit2 *Permit2) UnpackUnorderedNonceInvalidationEvent(log *types.Log) (*Permit2UnorderedNonceInvalidation, error) {
	event := "UnorderedNonceInvalidation"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != permit2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(Permit2UnorderedNonceInvalidation)
	if len(log.Data) > 0 {
		if err := permit2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range permit2.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (permit2 *Permit2) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidContractSignature"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidContractSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidNonce"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidSignatureLength"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidSigner"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return permit2.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["SignatureExpired"].ID.Bytes()[:4]) {
		return permit2.UnpackSignatureExpiredError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// Permit2InvalidAmount represents a InvalidAmount error raised by the Permit2 contract.
type Permit2InvalidAmount struct {
	MaxAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmount(uint256 maxAmount)
func Permit2InvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x3728b83da61d63401ac13ad617e59d729e6cb5ed67c24fa9dc4e9b626307fd6e")
}

// UnpackInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmount(uint256 maxAmount)
func (permit2 *Permit2) UnpackInvalidAmountError(raw []byte) (*Permit2InvalidAmount, error) {
	out := new(Permit2InvalidAmount)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidContractSignature represents a InvalidContractSignature error raised by the Permit2 contract.
type Permit2InvalidContractSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidContractSignature()
func Permit2InvalidContractSignatureErrorID() common.Hash {
	return common.HexToHash("0xb0669cbc44dcc813760e2b75f75ec6b5f9f11c5a9277f3ad2e7a63052ae97f7a")
}

// UnpackInvalidContractSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidContractSignature()
func (permit2 *Permit2) UnpackInvalidContractSignatureError(raw []byte) (*Permit2InvalidContractSignature, error) {
	out := new(Permit2InvalidContractSignature)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidContractSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidNonce represents a InvalidNonce error raised by the Permit2 contract.
type Permit2InvalidNonce struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidNonce()
func Permit2InvalidNonceErrorID() common.Hash {
	return common.HexToHash("0x756688fec2871909d72599c334b663ffcc94654c438569966c7fd3ab3a351f34")
}

// UnpackInvalidNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidNonce()
func (permit2 *Permit2) UnpackInvalidNonceError(raw []byte) (*Permit2InvalidNonce, error) {
	out := new(Permit2InvalidNonce)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidSignature represents a InvalidSignature error raised by the Permit2 contract.
type Permit2InvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature()
func Permit2InvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x8baa579fce362245063d36f11747a89dd489c54795634fc673cc0e0db51fedc5")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature()
func (permit2 *Permit2) UnpackInvalidSignatureError(raw []byte) (*Permit2InvalidSignature, error) {
	out := new(Permit2InvalidSignature)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidSignatureLength represents a InvalidSignatureLength error raised by the Permit2 contract.
type Permit2InvalidSignatureLength struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignatureLength()
func Permit2InvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0x4be6321b1c5c52e8bf12be29c94fdc79660cce8a7886a11425ece4c2331dafa7")
}

// UnpackInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignatureLength()
func (permit2 *Permit2) UnpackInvalidSignatureLengthError(raw []byte) (*Permit2InvalidSignatureLength, error) {
	out := new(Permit2InvalidSignatureLength)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidSigner represents a InvalidSigner error raised by the Permit2 contract.
type Permit2InvalidSigner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSigner()
func Permit2InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x815e1d64efb74fbe314c20a2b8a2335d18bce12a19165e447fa36bcb35959528")
}

// UnpackInvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSigner()
func (permit2 *Permit2) UnpackInvalidSignerError(raw []byte) (*Permit2InvalidSigner, error) {
	out := new(Permit2InvalidSigner)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2SafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Permit2 contract.
type Permit2SafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func Permit2SafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (permit2 *Permit2) UnpackSafeERC20FailedOperationError(raw []byte) (*Permit2SafeERC20FailedOperation, error) {
	out := new(Permit2SafeERC20FailedOperation)
	if err := permit2.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2SignatureExpired represents a SignatureExpired error raised by the Permit2 contract.
type Permit2SignatureExpired struct {
	SignatureDeadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignatureExpired(uint256 signatureDeadline)
func Permit2SignatureExpiredErrorID() common.Hash {
	return common.HexToHash("0xcd21db4f5222c209a625f44a7faa4c7077b21128ed96c96bd5c3a0f7bcc95d38")
}

// UnpackSignatureExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignatureExpired(uint256 signatureDeadline)
func (permit2 *Permit2) UnpackSignatureExpiredError(raw []byte) (*Permit2SignatureExpired, error) {
	out := new(Permit2SignatureExpired)
	if err := permit2.abi.UnpackIntoInterface(out, "SignatureExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// QuoteAssetRegistryMetaData contains all meta data concerning the QuoteAssetRegistry contract.
var QuoteAssetRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"},{\"internalType\":\"uint8[]\",\"name\":\"ranks\",\"type\":\"uint8[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"rank\",\"type\":\"uint8\"}],\"name\":\"RankSet\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"isQuoteAsset\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quoteAssets\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"rankOf\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"rank\",\"type\":\"uint8\"}],\"name\":\"setRank\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"},{\"internalType\":\"uint8[]\",\"name\":\"ranks\",\"type\":\"uint8[]\"}],\"name\":\"setRanks\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "e09f2cffbc6e4e0dfdbdff909f1dff2e64",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610ca1380380610ca183398101604081905261002e91610431565b826001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610065816100e9565b50805182511461008b576040516001621398b960e31b0319815260040160405180910390fd5b5f5b82518110156100e0576100d88382815181106100ab576100ab610504565b60200260200101518383815181106100c5576100c5610504565b602002602001015161013860201b60201c565b60010161008d565b50505050610551565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03821661015f5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f908152600160209081526040808320805460ff191660ff8616908117909155600390925290912054901580159061019f575080155b1561020257600280546001810182557f405787fa12a823e0f2b7631cc41b3ba8828b3321ca811111fa75cd3aa3bb5ace0180546001600160a01b0319166001600160a01b03861690811790915590545f91825260036020526040909120556102f2565b60ff821615801561021257508015155b156102f257600280545f919061022a90600190610518565b8154811061023a5761023a610504565b5f918252602090912001546001600160a01b0316905080600261025e600185610518565b8154811061026e5761026e610504565b5f91825260208083209190910180546001600160a01b0319166001600160a01b03948516179055918316815260039091526040902082905560028054806102b7576102b761053d565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092556001600160a01b0386168252600390526040812055505b60405160ff831681526001600160a01b038416907f60423c396b2fe93e1d8e5d2087d2af0fe59ccd2f2e3439ad477b4a0b1847cc6f9060200160405180910390a2505050565b80516001600160a01b038116811461034e575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b038111828210171561038f5761038f610353565b604052919050565b5f6001600160401b038211156103af576103af610353565b5060051b60200190565b5f82601f8301126103c8575f5ffd5b81516103db6103d682610397565b610367565b8082825260208201915060208360051b8601019250858311156103fc575f5ffd5b602085015b8381101561042757805160ff81168114610419575f5ffd5b835260209283019201610401565b5095945050505050565b5f5f5f60608486031215610443575f5ffd5b61044c84610338565b60208501519093506001600160401b03811115610467575f5ffd5b8401601f81018613610477575f5ffd5b80516104856103d682610397565b8082825260208201915060208360051b8501019250888311156104a6575f5ffd5b6020840193505b828410156104cf576104be84610338565b8252602093840193909101906104ad565b6040880151909550925050506001600160401b038111156104ee575f5ffd5b6104fa868287016103b9565b9150509250925092565b634e487b7160e01b5f52603260045260245ffd5b8181038181111561053757634e487b7160e01b5f52601160045260245ffd5b92915050565b634e487b7160e01b5f52603160045260245ffd5b6107438061055e5f395ff3fe608060405234801561000f575f5ffd5b5060043610610085575f3560e01c8063874c1daf11610058578063874c1daf146101015780638da5cb5b14610135578063dd7722fe1461014f578063f2fde38b14610162575f5ffd5b806324164d0d1461008957806327721842146100a7578063715018a6146100e45780637521a5b1146100ee575b5f5ffd5b610091610175565b60405161009e9190610555565b60405180910390f35b6100d46100b53660046105bb565b6001600160a01b03165f9081526001602052604090205460ff16151590565b604051901515815260200161009e565b6100ec6101d5565b005b6100ec6100fc3660046105eb565b6101e8565b61012361010f3660046105bb565b60016020525f908152604090205460ff1681565b60405160ff909116815260200161009e565b5f546040516001600160a01b03909116815260200161009e565b6100ec61015d366004610664565b6101fe565b6100ec6101703660046105bb565b610298565b606060028054806020026020016040519081016040528092919081815260200182805480156101cb57602002820191905f5260205f20905b81546001600160a01b031681526001909101906020018083116101ad575b5050505050905090565b6101dd6102da565b6101e65f610306565b565b6101f06102da565b6101fa8282610355565b5050565b6102066102da565b828114610229576040516001621398b960e31b0319815260040160405180910390fd5b5f5b8381101561029157610289858583818110610248576102486106d0565b905060200201602081019061025d91906105bb565b84848481811061026f5761026f6106d0565b905060200201602081019061028491906106e4565b610355565b60010161022b565b5050505050565b6102a06102da565b6001600160a01b0381166102ce57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6102d781610306565b50565b5f546001600160a01b031633146101e65760405163118cdaa760e01b81523360048201526024016102c5565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03821661037c5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f908152600160209081526040808320805460ff191660ff861690811790915560039092529091205490158015906103bc575080155b1561041f57600280546001810182557f405787fa12a823e0f2b7631cc41b3ba8828b3321ca811111fa75cd3aa3bb5ace0180546001600160a01b0319166001600160a01b03861690811790915590545f918252600360205260409091205561050f565b60ff821615801561042f57508015155b1561050f57600280545f9190610447906001906106fd565b81548110610457576104576106d0565b5f918252602090912001546001600160a01b0316905080600261047b6001856106fd565b8154811061048b5761048b6106d0565b5f91825260208083209190910180546001600160a01b0319166001600160a01b03948516179055918316815260039091526040902082905560028054806104d4576104d4610722565b5f828152602080822083015f1990810180546001600160a01b03191690559092019092556001600160a01b0386168252600390526040812055505b60405160ff831681526001600160a01b038416907f60423c396b2fe93e1d8e5d2087d2af0fe59ccd2f2e3439ad477b4a0b1847cc6f9060200160405180910390a2505050565b602080825282518282018190525f918401906040840190835b818110156105955783516001600160a01b031683526020938401939092019160010161056e565b509095945050505050565b80356001600160a01b03811681146105b6575f5ffd5b919050565b5f602082840312156105cb575f5ffd5b6105d4826105a0565b9392505050565b803560ff811681146105b6575f5ffd5b5f5f604083850312156105fc575f5ffd5b610605836105a0565b9150610613602084016105db565b90509250929050565b5f5f83601f84011261062c575f5ffd5b50813567ffffffffffffffff811115610643575f5ffd5b6020830191508360208260051b850101111561065d575f5ffd5b9250929050565b5f5f5f5f60408587031215610677575f5ffd5b843567ffffffffffffffff81111561068d575f5ffd5b6106998782880161061c565b909550935050602085013567ffffffffffffffff8111156106b8575f5ffd5b6106c48782880161061c565b95989497509550505050565b634e487b7160e01b5f52603260045260245ffd5b5f602082840312156106f4575f5ffd5b6105d4826105db565b8181038181111561071c57634e487b7160e01b5f52601160045260245ffd5b92915050565b634e487b7160e01b5f52603160045260245ffdfea164736f6c6343000825000a",
}

// QuoteAssetRegistry is an auto generated Go binding around an Ethereum contract.
type QuoteAssetRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *QuoteAssetRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewQuoteAssetRegistry creates a new instance of QuoteAssetRegistry.
func NewQuoteAssetRegistry() *QuoteAssetRegistry {
	parsed, err := QuoteAssetRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &QuoteAssetRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *QuoteAssetRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, address[] tokens, uint8[] ranks) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) PackConstructor(owner_ common.Address, tokens []common.Address, ranks []uint8) []byte {
	enc, err := quoteAssetRegistry.abi.Pack("", owner_, tokens, ranks)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackIsQuoteAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27721842.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isQuoteAsset(address token) view returns(bool)
func (quoteAssetRegistry *QuoteAssetRegistry) PackIsQuoteAsset(token common.Address) []byte {
	enc, err := quoteAssetRegistry.abi.Pack("isQuoteAsset", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsQuoteAsset is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27721842.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isQuoteAsset(address token) view returns(bool)
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackIsQuoteAsset(token common.Address) ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("isQuoteAsset", token)
}

// UnpackIsQuoteAsset is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27721842.
//
// Solidity: function isQuoteAsset(address token) view returns(bool)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackIsQuoteAsset(data []byte) (bool, error) {
	out, err := quoteAssetRegistry.abi.Unpack("isQuoteAsset", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (quoteAssetRegistry *QuoteAssetRegistry) PackOwner() []byte {
	enc, err := quoteAssetRegistry.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackOwner() ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := quoteAssetRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQuoteAssets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24164d0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteAssets() view returns(address[])
func (quoteAssetRegistry *QuoteAssetRegistry) PackQuoteAssets() []byte {
	enc, err := quoteAssetRegistry.abi.Pack("quoteAssets")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteAssets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24164d0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteAssets() view returns(address[])
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackQuoteAssets() ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("quoteAssets")
}

// UnpackQuoteAssets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24164d0d.
//
// Solidity: function quoteAssets() view returns(address[])
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackQuoteAssets(data []byte) ([]common.Address, error) {
	out, err := quoteAssetRegistry.abi.Unpack("quoteAssets", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackRankOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x874c1daf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rankOf(address token) view returns(uint8)
func (quoteAssetRegistry *QuoteAssetRegistry) PackRankOf(token common.Address) []byte {
	enc, err := quoteAssetRegistry.abi.Pack("rankOf", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRankOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x874c1daf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rankOf(address token) view returns(uint8)
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackRankOf(token common.Address) ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("rankOf", token)
}

// UnpackRankOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x874c1daf.
//
// Solidity: function rankOf(address token) view returns(uint8)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackRankOf(data []byte) (uint8, error) {
	out, err := quoteAssetRegistry.abi.Unpack("rankOf", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (quoteAssetRegistry *QuoteAssetRegistry) PackRenounceOwnership() []byte {
	enc, err := quoteAssetRegistry.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackRenounceOwnership() ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("renounceOwnership")
}

// PackSetRank is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7521a5b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRank(address token, uint8 rank) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) PackSetRank(token common.Address, rank uint8) []byte {
	enc, err := quoteAssetRegistry.abi.Pack("setRank", token, rank)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRank is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7521a5b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRank(address token, uint8 rank) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackSetRank(token common.Address, rank uint8) ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("setRank", token, rank)
}

// PackSetRanks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd7722fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRanks(address[] tokens, uint8[] ranks) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) PackSetRanks(tokens []common.Address, ranks []uint8) []byte {
	enc, err := quoteAssetRegistry.abi.Pack("setRanks", tokens, ranks)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRanks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd7722fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRanks(address[] tokens, uint8[] ranks) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackSetRanks(tokens []common.Address, ranks []uint8) ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("setRanks", tokens, ranks)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := quoteAssetRegistry.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (quoteAssetRegistry *QuoteAssetRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return quoteAssetRegistry.abi.Pack("transferOwnership", newOwner)
}

// QuoteAssetRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the QuoteAssetRegistry contract.
type QuoteAssetRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const QuoteAssetRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (QuoteAssetRegistryOwnershipTransferred) ContractEventName() string {
	return QuoteAssetRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*QuoteAssetRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != quoteAssetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(QuoteAssetRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := quoteAssetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range quoteAssetRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// QuoteAssetRegistryRankSet represents a RankSet event raised by the QuoteAssetRegistry contract.
type QuoteAssetRegistryRankSet struct {
	Token common.Address
	Rank  uint8
	Raw   *types.Log // Blockchain specific contextual infos
}

const QuoteAssetRegistryRankSetEventName = "RankSet"

// ContractEventName returns the user-defined event name.
func (QuoteAssetRegistryRankSet) ContractEventName() string {
	return QuoteAssetRegistryRankSetEventName
}

// UnpackRankSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RankSet(address indexed token, uint8 rank)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackRankSetEvent(log *types.Log) (*QuoteAssetRegistryRankSet, error) {
	event := "RankSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != quoteAssetRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(QuoteAssetRegistryRankSet)
	if len(log.Data) > 0 {
		if err := quoteAssetRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range quoteAssetRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], quoteAssetRegistry.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return quoteAssetRegistry.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], quoteAssetRegistry.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return quoteAssetRegistry.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], quoteAssetRegistry.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return quoteAssetRegistry.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], quoteAssetRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return quoteAssetRegistry.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// QuoteAssetRegistryLengthMismatch represents a LengthMismatch error raised by the QuoteAssetRegistry contract.
type QuoteAssetRegistryLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func QuoteAssetRegistryLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackLengthMismatchError(raw []byte) (*QuoteAssetRegistryLengthMismatch, error) {
	out := new(QuoteAssetRegistryLengthMismatch)
	if err := quoteAssetRegistry.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// QuoteAssetRegistryOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the QuoteAssetRegistry contract.
type QuoteAssetRegistryOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func QuoteAssetRegistryOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackOwnableInvalidOwnerError(raw []byte) (*QuoteAssetRegistryOwnableInvalidOwner, error) {
	out := new(QuoteAssetRegistryOwnableInvalidOwner)
	if err := quoteAssetRegistry.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// QuoteAssetRegistryOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the QuoteAssetRegistry contract.
type QuoteAssetRegistryOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func QuoteAssetRegistryOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackOwnableUnauthorizedAccountError(raw []byte) (*QuoteAssetRegistryOwnableUnauthorizedAccount, error) {
	out := new(QuoteAssetRegistryOwnableUnauthorizedAccount)
	if err := quoteAssetRegistry.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// QuoteAssetRegistryZeroAddress represents a ZeroAddress error raised by the QuoteAssetRegistry contract.
type QuoteAssetRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func QuoteAssetRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (quoteAssetRegistry *QuoteAssetRegistry) UnpackZeroAddressError(raw []byte) (*QuoteAssetRegistryZeroAddress, error) {
	out := new(QuoteAssetRegistryZeroAddress)
	if err := quoteAssetRegistry.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RevertingRewardReceiverMetaData contains all meta data concerning the RevertingRewardReceiver contract.
var RevertingRewardReceiverMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"reverting_\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"Rejected\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RewardNotified\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"notified\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"notifyReward\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reverting\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"reverting_\",\"type\":\"bool\"}],\"name\":\"setReverting\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "410b2a01e61595d601d739f64c077aa9ea",
	Bin: "0x6080604052348015600e575f5ffd5b50604051610281380380610281833981016040819052602b91603f565b5f805460ff19169115159190911790556063565b5f60208284031215604e575f5ffd5b81518015158114605c575f5ffd5b9392505050565b610211806100705f395ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c8063100368ef1461004e57806325d9185c1461008057806339d7be171461009c578063e3247180146100be575b5f5ffd5b61006d61005c366004610178565b60016020525f908152604090205481565b6040519081526020015b60405180910390f35b5f5461008c9060ff1681565b6040519015158152602001610077565b6100bc6100aa366004610198565b5f805460ff1916911515919091179055565b005b6100bc6100cc3660046101b7565b5f5460ff16156100ef5760405163efde6dcf60e01b815260040160405180910390fd5b6001600160a01b0382165f90815260016020526040812080548392906101169084906101df565b90915550506040518181526001600160a01b038316907ffa8f422f301d401d1b7f668526a543118e53cd8f443744796e97d5ee4aaabf539060200160405180910390a25050565b80356001600160a01b0381168114610173575f5ffd5b919050565b5f60208284031215610188575f5ffd5b6101918261015d565b9392505050565b5f602082840312156101a8575f5ffd5b81358015158114610191575f5ffd5b5f5f604083850312156101c8575f5ffd5b6101d18361015d565b946020939093013593505050565b808201808211156101fe57634e487b7160e01b5f52601160045260245ffd5b9291505056fea164736f6c6343000825000a",
}

// RevertingRewardReceiver is an auto generated Go binding around an Ethereum contract.
type RevertingRewardReceiver struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *RevertingRewardReceiver) GetABI() abi.ABI {
	return c.abi
}

// NewRevertingRewardReceiver creates a new instance of RevertingRewardReceiver.
func NewRevertingRewardReceiver() *RevertingRewardReceiver {
	parsed, err := RevertingRewardReceiverMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &RevertingRewardReceiver{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *RevertingRewardReceiver) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(bool reverting_) returns()
func (revertingRewardReceiver *RevertingRewardReceiver) PackConstructor(reverting_ bool) []byte {
	enc, err := revertingRewardReceiver.abi.Pack("", reverting_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackNotified is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x100368ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function notified(address token) view returns(uint256)
func (revertingRewardReceiver *RevertingRewardReceiver) PackNotified(token common.Address) []byte {
	enc, err := revertingRewardReceiver.abi.Pack("notified", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNotified is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x100368ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function notified(address token) view returns(uint256)
func (revertingRewardReceiver *RevertingRewardReceiver) TryPackNotified(token common.Address) ([]byte, error) {
	return revertingRewardReceiver.abi.Pack("notified", token)
}

// UnpackNotified is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x100368ef.
//
// Solidity: function notified(address token) view returns(uint256)
func (revertingRewardReceiver *RevertingRewardReceiver) UnpackNotified(data []byte) (*big.Int, error) {
	out, err := revertingRewardReceiver.abi.Unpack("notified", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNotifyReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3247180.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function notifyReward(address token, uint256 amount) returns()
func (revertingRewardReceiver *RevertingRewardReceiver) PackNotifyReward(token common.Address, amount *big.Int) []byte {
	enc, err := revertingRewardReceiver.abi.Pack("notifyReward", token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNotifyReward is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3247180.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function notifyReward(address token, uint256 amount) returns()
func (revertingRewardReceiver *RevertingRewardReceiver) TryPackNotifyReward(token common.Address, amount *big.Int) ([]byte, error) {
	return revertingRewardReceiver.abi.Pack("notifyReward", token, amount)
}

// PackReverting is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25d9185c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reverting() view returns(bool)
func (revertingRewardReceiver *RevertingRewardReceiver) PackReverting() []byte {
	enc, err := revertingRewardReceiver.abi.Pack("reverting")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReverting is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25d9185c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reverting() view returns(bool)
func (revertingRewardReceiver *RevertingRewardReceiver) TryPackReverting() ([]byte, error) {
	return revertingRewardReceiver.abi.Pack("reverting")
}

// UnpackReverting is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25d9185c.
//
// Solidity: function reverting() view returns(bool)
func (revertingRewardReceiver *RevertingRewardReceiver) UnpackReverting(data []byte) (bool, error) {
	out, err := revertingRewardReceiver.abi.Unpack("reverting", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSetReverting is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39d7be17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReverting(bool reverting_) returns()
func (revertingRewardReceiver *RevertingRewardReceiver) PackSetReverting(reverting bool) []byte {
	enc, err := revertingRewardReceiver.abi.Pack("setReverting", reverting)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReverting is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39d7be17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReverting(bool reverting_) returns()
func (revertingRewardReceiver *RevertingRewardReceiver) TryPackSetReverting(reverting bool) ([]byte, error) {
	return revertingRewardReceiver.abi.Pack("setReverting", reverting)
}

// RevertingRewardReceiverRewardNotified represents a RewardNotified event raised by the RevertingRewardReceiver contract.
type RevertingRewardReceiverRewardNotified struct {
	Token  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const RevertingRewardReceiverRewardNotifiedEventName = "RewardNotified"

// ContractEventName returns the user-defined event name.
func (RevertingRewardReceiverRewardNotified) ContractEventName() string {
	return RevertingRewardReceiverRewardNotifiedEventName
}

// UnpackRewardNotifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RewardNotified(address indexed token, uint256 amount)
func (revertingRewardReceiver *RevertingRewardReceiver) UnpackRewardNotifiedEvent(log *types.Log) (*RevertingRewardReceiverRewardNotified, error) {
	event := "RewardNotified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != revertingRewardReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RevertingRewardReceiverRewardNotified)
	if len(log.Data) > 0 {
		if err := revertingRewardReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range revertingRewardReceiver.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (revertingRewardReceiver *RevertingRewardReceiver) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], revertingRewardReceiver.abi.Errors["Rejected"].ID.Bytes()[:4]) {
		return revertingRewardReceiver.UnpackRejectedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// RevertingRewardReceiverRejected represents a Rejected error raised by the RevertingRewardReceiver contract.
type RevertingRewardReceiverRejected struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Rejected()
func RevertingRewardReceiverRejectedErrorID() common.Hash {
	return common.HexToHash("0xefde6dcf3c2196c5705e848c09f0659d33de3ca0248be3ab40852d1bafc0f1e3")
}

// UnpackRejectedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Rejected()
func (revertingRewardReceiver *RevertingRewardReceiver) UnpackRejectedError(raw []byte) (*RevertingRewardReceiverRejected, error) {
	out := new(RevertingRewardReceiverRejected)
	if err := revertingRewardReceiver.abi.UnpackIntoInterface(out, "Rejected", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenMetaData contains all meta data concerning the TestToken contract.
var TestTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "c8d307e3421cca4231ba5f9e2d5e70b673",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610bfb380380610bfb83398101604081905261002e91610181565b808484600361003d83826102aa565b50600461004a82826102aa565b5050506001600160a01b03811661007a57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61008381610093565b505060ff16608052506103689050565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610107575f5ffd5b81516001600160401b03811115610120576101206100e4565b604051601f8201601f19908116603f011681016001600160401b038111828210171561014e5761014e6100e4565b604052818152838201602001851015610165575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f5f60808587031215610194575f5ffd5b84516001600160401b038111156101a9575f5ffd5b6101b5878288016100f8565b602087015190955090506001600160401b038111156101d2575f5ffd5b6101de878288016100f8565b935050604085015160ff811681146101f4575f5ffd5b60608601519092506001600160a01b0381168114610210575f5ffd5b939692955090935050565b600181811c9082168061022f57607f821691505b60208210810361024d57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102a557828211156102a557805f5260205f20601f840160051c602085101561027e57505f5b90810190601f840160051c035f5b818110156102a1575f8382015560010161028c565b5050505b505050565b81516001600160401b038111156102c3576102c36100e4565b6102d7816102d1845461021b565b84610253565b6020601f821160018114610309575f83156102f25750848201515b5f19600385901b1c1916600184901b178455610361565b5f84815260208120601f198516915b828110156103385787850151825560209485019460019092019101610318565b508482101561035557868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b60805161087b6103805f395f61013c015261087b5ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c806370a082311161008857806395d89b411161006357806395d89b41146101c6578063a9059cbb146101ce578063dd62ed3e146101e1578063f2fde38b14610219575f5ffd5b806370a082311461017b578063715018a6146101a35780638da5cb5b146101ab575f5ffd5b806306fdde03146100cf578063095ea7b3146100ed57806318160ddd1461011057806323b872dd14610122578063313ce5671461013557806340c10f1914610166575b5f5ffd5b6100d761022c565b6040516100e49190610714565b60405180910390f35b6101006100fb366004610764565b6102bc565b60405190151581526020016100e4565b6002545b6040519081526020016100e4565b61010061013036600461078c565b6102d5565b60405160ff7f00000000000000000000000000000000000000000000000000000000000000001681526020016100e4565b610179610174366004610764565b6102f8565b005b6101146101893660046107c6565b6001600160a01b03165f9081526020819052604090205490565b61017961030e565b6005546040516001600160a01b0390911681526020016100e4565b6100d7610321565b6101006101dc366004610764565b610330565b6101146101ef3660046107e6565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6101796102273660046107c6565b61033d565b60606003805461023b90610817565b80601f016020809104026020016040519081016040528092919081815260200182805461026790610817565b80156102b25780601f10610289576101008083540402835291602001916102b2565b820191905f5260205f20905b81548152906001019060200180831161029557829003601f168201915b5050505050905090565b5f336102c981858561037f565b60019150505b92915050565b5f336102e2858285610391565b6102ed85858561040d565b506001949350505050565b61030061046a565b61030a8282610497565b5050565b61031661046a565b61031f5f6104cb565b565b60606004805461023b90610817565b5f336102c981858561040d565b61034561046a565b6001600160a01b03811661037357604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61037c816104cb565b50565b61038c838383600161051c565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f1981101561040757818110156103f957604051637dc7a0d960e11b81526001600160a01b0384166004820152602481018290526044810183905260640161036a565b61040784848484035f61051c565b50505050565b6001600160a01b03831661043657604051634b637e8f60e11b81525f600482015260240161036a565b6001600160a01b03821661045f5760405163ec442f0560e01b81525f600482015260240161036a565b61038c8383836105ee565b6005546001600160a01b0316331461031f5760405163118cdaa760e01b815233600482015260240161036a565b6001600160a01b0382166104c05760405163ec442f0560e01b81525f600482015260240161036a565b61030a5f83836105ee565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0384166105455760405163e602df0560e01b81525f600482015260240161036a565b6001600160a01b03831661056e57604051634a1406b160e11b81525f600482015260240161036a565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561040757826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516105e091815260200190565b60405180910390a350505050565b6001600160a01b038316610618578060025f82825461060d919061084f565b909155506106889050565b6001600160a01b0383165f908152602081905260409020548181101561066a5760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161036a565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166106a4576002805482900390556106c2565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161070791815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461075f575f5ffd5b919050565b5f5f60408385031215610775575f5ffd5b61077e83610749565b946020939093013593505050565b5f5f5f6060848603121561079e575f5ffd5b6107a784610749565b92506107b560208501610749565b929592945050506040919091013590565b5f602082840312156107d6575f5ffd5b6107df82610749565b9392505050565b5f5f604083850312156107f7575f5ffd5b61080083610749565b915061080e60208401610749565b90509250929050565b600181811c9082168061082b57607f821691505b60208210810361084957634e487b7160e01b5f52602260045260245ffd5b50919050565b808201808211156102cf57634e487b7160e01b5f52601160045260245ffdfea164736f6c6343000825000a",
}

// TestToken is an auto generated Go binding around an Ethereum contract.
type TestToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestToken) GetABI() abi.ABI {
	return c.abi
}

// NewTestToken creates a new instance of TestToken.
func NewTestToken() *TestToken {
	parsed, err := TestTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, uint8 decimals_, address owner_) returns()
func (testToken *TestToken) PackConstructor(name_ string, symbol_ string, decimals_ uint8, owner_ common.Address) []byte {
	enc, err := testToken.abi.Pack("", name_, symbol_, decimals_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testToken *TestToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := testToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testToken *TestToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testToken *TestToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := testToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testToken *TestToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := testToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testToken *TestToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return testToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testToken *TestToken) UnpackApprove(data []byte) (bool, error) {
	out, err := testToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testToken *TestToken) PackBalanceOf(account common.Address) []byte {
	enc, err := testToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testToken *TestToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return testToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testToken *TestToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := testToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (testToken *TestToken) PackDecimals() []byte {
	enc, err := testToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (testToken *TestToken) TryPackDecimals() ([]byte, error) {
	return testToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (testToken *TestToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testToken *TestToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := testToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testToken *TestToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (testToken *TestToken) PackName() []byte {
	enc, err := testToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (testToken *TestToken) TryPackName() ([]byte, error) {
	return testToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (testToken *TestToken) UnpackName(data []byte) (string, error) {
	out, err := testToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (testToken *TestToken) PackOwner() []byte {
	enc, err := testToken.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (testToken *TestToken) TryPackOwner() ([]byte, error) {
	return testToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (testToken *TestToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := testToken.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (testToken *TestToken) PackRenounceOwnership() []byte {
	enc, err := testToken.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (testToken *TestToken) TryPackRenounceOwnership() ([]byte, error) {
	return testToken.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (testToken *TestToken) PackSymbol() []byte {
	enc, err := testToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (testToken *TestToken) TryPackSymbol() ([]byte, error) {
	return testToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (testToken *TestToken) UnpackSymbol(data []byte) (string, error) {
	out, err := testToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (testToken *TestToken) PackTotalSupply() []byte {
	enc, err := testToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (testToken *TestToken) TryPackTotalSupply() ([]byte, error) {
	return testToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (testToken *TestToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := testToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testToken *TestToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := testToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testToken *TestToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return testToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testToken *TestToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := testToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testToken *TestToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := testToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testToken *TestToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return testToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testToken *TestToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := testToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testToken *TestToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := testToken.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testToken *TestToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return testToken.abi.Pack("transferOwnership", newOwner)
}

// TestTokenApproval represents a Approval event raised by the TestToken contract.
type TestTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TestTokenApproval) ContractEventName() string {
	return TestTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (testToken *TestToken) UnpackApprovalEvent(log *types.Log) (*TestTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTokenApproval)
	if len(log.Data) > 0 {
		if err := testToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// TestTokenOwnershipTransferred represents a OwnershipTransferred event raised by the TestToken contract.
type TestTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TestTokenOwnershipTransferred) ContractEventName() string {
	return TestTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (testToken *TestToken) UnpackOwnershipTransferredEvent(log *types.Log) (*TestTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := testToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// TestTokenTransfer represents a Transfer event raised by the TestToken contract.
type TestTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TestTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TestTokenTransfer) ContractEventName() string {
	return TestTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (testToken *TestToken) UnpackTransferEvent(log *types.Log) (*TestTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTokenTransfer)
	if len(log.Data) > 0 {
		if err := testToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (testToken *TestToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return testToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return testToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return testToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return testToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return testToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return testToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return testToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return testToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TestToken contract.
type TestTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TestTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (testToken *TestToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*TestTokenERC20InsufficientAllowance, error) {
	out := new(TestTokenERC20InsufficientAllowance)
	if err := testToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TestToken contract.
type TestTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TestTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (testToken *TestToken) UnpackERC20InsufficientBalanceError(raw []byte) (*TestTokenERC20InsufficientBalance, error) {
	out := new(TestTokenERC20InsufficientBalance)
	if err := testToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TestToken contract.
type TestTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TestTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (testToken *TestToken) UnpackERC20InvalidApproverError(raw []byte) (*TestTokenERC20InvalidApprover, error) {
	out := new(TestTokenERC20InvalidApprover)
	if err := testToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TestToken contract.
type TestTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TestTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (testToken *TestToken) UnpackERC20InvalidReceiverError(raw []byte) (*TestTokenERC20InvalidReceiver, error) {
	out := new(TestTokenERC20InvalidReceiver)
	if err := testToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the TestToken contract.
type TestTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TestTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (testToken *TestToken) UnpackERC20InvalidSenderError(raw []byte) (*TestTokenERC20InvalidSender, error) {
	out := new(TestTokenERC20InvalidSender)
	if err := testToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TestToken contract.
type TestTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TestTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (testToken *TestToken) UnpackERC20InvalidSpenderError(raw []byte) (*TestTokenERC20InvalidSpender, error) {
	out := new(TestTokenERC20InvalidSpender)
	if err := testToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the TestToken contract.
type TestTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func TestTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (testToken *TestToken) UnpackOwnableInvalidOwnerError(raw []byte) (*TestTokenOwnableInvalidOwner, error) {
	out := new(TestTokenOwnableInvalidOwner)
	if err := testToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the TestToken contract.
type TestTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func TestTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (testToken *TestToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*TestTokenOwnableUnauthorizedAccount, error) {
	out := new(TestTokenOwnableUnauthorizedAccount)
	if err := testToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WETH9MetaData contains all meta data concerning the WETH9 contract.
var WETH9MetaData = bind.MetaData{
	ABI: "[{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"Deposit\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"src\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"Withdrawal\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"guy\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"src\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "3efb7ec3cfa3f7505ceb8e146ee491a964",
	Bin: "0x6080604052348015600e575f5ffd5b506106d98061001c5f395ff3fe60806040526004361061009d575f3560e01c8063313ce56711610062578063313ce5671461018757806370a08231146101ad57806395d89b41146101d8578063a9059cbb14610207578063d0e30db014610226578063dd62ed3e1461022e575f5ffd5b806306fdde03146100b0578063095ea7b3146100fe57806318160ddd1461012d57806323b872dd146101495780632e1a7d4d14610168575f5ffd5b366100ac576100aa610264565b005b5f5ffd5b3480156100bb575f5ffd5b506100e86040518060400160405280600d81526020016c2bb930b83832b21022ba3432b960991b81525081565b6040516100f5919061057f565b60405180910390f35b348015610109575f5ffd5b5061011d6101183660046105cf565b6102be565b60405190151581526020016100f5565b348015610138575f5ffd5b50475b6040519081526020016100f5565b348015610154575f5ffd5b5061011d6101633660046105f7565b61032a565b348015610173575f5ffd5b506100aa610182366004610631565b6104a5565b348015610192575f5ffd5b5061019b601281565b60405160ff90911681526020016100f5565b3480156101b8575f5ffd5b5061013b6101c7366004610648565b5f6020819052908152604090205481565b3480156101e3575f5ffd5b506100e8604051806040016040528060048152602001630ae8aa8960e31b81525081565b348015610212575f5ffd5b5061011d6102213660046105cf565b61056c565b6100aa610264565b348015610239575f5ffd5b5061013b610248366004610661565b600160209081525f928352604080842090915290825290205481565b335f90815260208190526040812080543492906102829084906106a6565b909155505060405134815233907fe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c9060200160405180910390a2565b335f8181526001602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906103189086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f9081526020819052604081205482111561034d575f5ffd5b6001600160a01b038416331480159061038957506001600160a01b0384165f9081526001602090815260408083203384529091529020545f1914155b156103f4576001600160a01b0384165f9081526001602090815260408083203384529091529020548211156103bc575f5ffd5b6001600160a01b0384165f908152600160209081526040808320338452909152812080548492906103ee9084906106b9565b90915550505b6001600160a01b0384165f908152602081905260408120805484929061041b9084906106b9565b90915550506001600160a01b0383165f90815260208190526040812080548492906104479084906106a6565b92505081905550826001600160a01b0316846001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8460405161049391815260200190565b60405180910390a35060019392505050565b335f908152602081905260409020548111156104bf575f5ffd5b335f90815260208190526040812080548392906104dd9084906106b9565b909155505060405181815233907f7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b659060200160405180910390a26040515f90339083908381818185875af1925050503d805f8114610556576040519150601f19603f3d011682016040523d82523d5f602084013e61055b565b606091505b5050905080610568575f5ffd5b5050565b5f61057833848461032a565b9392505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146105ca575f5ffd5b919050565b5f5f604083850312156105e0575f5ffd5b6105e9836105b4565b946020939093013593505050565b5f5f5f60608486031215610609575f5ffd5b610612846105b4565b9250610620602085016105b4565b929592945050506040919091013590565b5f60208284031215610641575f5ffd5b5035919050565b5f60208284031215610658575f5ffd5b610578826105b4565b5f5f60408385031215610672575f5ffd5b61067b836105b4565b9150610689602084016105b4565b90509250929050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561032457610324610692565b818103818111156103245761032461069256fea164736f6c6343000825000a",
}

// WETH9 is an auto generated Go binding around an Ethereum contract.
type WETH9 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WETH9) GetABI() abi.ABI {
	return c.abi
}

// NewWETH9 creates a new instance of WETH9.
func NewWETH9() *WETH9 {
	parsed, err := WETH9MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WETH9{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WETH9) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (wETH9 *WETH9) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := wETH9.abi.Pack("allowance", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (wETH9 *WETH9) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return wETH9.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (wETH9 *WETH9) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := wETH9.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address guy, uint256 wad) returns(bool)
func (wETH9 *WETH9) PackApprove(guy common.Address, wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("approve", guy, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address guy, uint256 wad) returns(bool)
func (wETH9 *WETH9) TryPackApprove(guy common.Address, wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("approve", guy, wad)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address guy, uint256 wad) returns(bool)
func (wETH9 *WETH9) UnpackApprove(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (wETH9 *WETH9) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := wETH9.abi.Pack("balanceOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (wETH9 *WETH9) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return wETH9.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (wETH9 *WETH9) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := wETH9.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (wETH9 *WETH9) PackDecimals() []byte {
	enc, err := wETH9.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (wETH9 *WETH9) TryPackDecimals() ([]byte, error) {
	return wETH9.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (wETH9 *WETH9) UnpackDecimals(data []byte) (uint8, error) {
	out, err := wETH9.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit() payable returns()
func (wETH9 *WETH9) PackDeposit() []byte {
	enc, err := wETH9.abi.Pack("deposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit() payable returns()
func (wETH9 *WETH9) TryPackDeposit() ([]byte, error) {
	return wETH9.abi.Pack("deposit")
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (wETH9 *WETH9) PackName() []byte {
	enc, err := wETH9.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (wETH9 *WETH9) TryPackName() ([]byte, error) {
	return wETH9.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (wETH9 *WETH9) UnpackName(data []byte) (string, error) {
	out, err := wETH9.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (wETH9 *WETH9) PackSymbol() []byte {
	enc, err := wETH9.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (wETH9 *WETH9) TryPackSymbol() ([]byte, error) {
	return wETH9.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (wETH9 *WETH9) UnpackSymbol(data []byte) (string, error) {
	out, err := wETH9.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (wETH9 *WETH9) PackTotalSupply() []byte {
	enc, err := wETH9.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (wETH9 *WETH9) TryPackTotalSupply() ([]byte, error) {
	return wETH9.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (wETH9 *WETH9) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := wETH9.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) PackTransfer(dst common.Address, wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("transfer", dst, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) TryPackTransfer(dst common.Address, wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("transfer", dst, wad)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) UnpackTransfer(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address src, address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) PackTransferFrom(src common.Address, dst common.Address, wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("transferFrom", src, dst, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address src, address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) TryPackTransferFrom(src common.Address, dst common.Address, wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("transferFrom", src, dst, wad)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address src, address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(uint256 wad) returns()
func (wETH9 *WETH9) PackWithdraw(wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("withdraw", wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(uint256 wad) returns()
func (wETH9 *WETH9) TryPackWithdraw(wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("withdraw", wad)
}

// WETH9Approval represents a Approval event raised by the WETH9 contract.
type WETH9Approval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const WETH9ApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (WETH9Approval) ContractEventName() string {
	return WETH9ApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (wETH9 *WETH9) UnpackApprovalEvent(log *types.Log) (*WETH9Approval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Approval)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WETH9Deposit represents a Deposit event raised by the WETH9 contract.
type WETH9Deposit struct {
	Dst common.Address
	Wad *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const WETH9DepositEventName = "Deposit"

// ContractEventName returns the user-defined event name.
func (WETH9Deposit) ContractEventName() string {
	return WETH9DepositEventName
}

// UnpackDepositEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposit(address indexed dst, uint256 wad)
func (wETH9 *WETH9) UnpackDepositEvent(log *types.Log) (*WETH9Deposit, error) {
	event := "Deposit"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Deposit)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WETH9Transfer represents a Transfer event raised by the WETH9 contract.
type WETH9Transfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const WETH9TransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (WETH9Transfer) ContractEventName() string {
	return WETH9TransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (wETH9 *WETH9) UnpackTransferEvent(log *types.Log) (*WETH9Transfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Transfer)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// WETH9Withdrawal represents a Withdrawal event raised by the WETH9 contract.
type WETH9Withdrawal struct {
	Src common.Address
	Wad *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const WETH9WithdrawalEventName = "Withdrawal"

// ContractEventName returns the user-defined event name.
func (WETH9Withdrawal) ContractEventName() string {
	return WETH9WithdrawalEventName
}

// UnpackWithdrawalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawal(address indexed src, uint256 wad)
func (wETH9 *WETH9) UnpackWithdrawalEvent(log *types.Log) (*WETH9Withdrawal, error) {
	event := "Withdrawal"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Withdrawal)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}
