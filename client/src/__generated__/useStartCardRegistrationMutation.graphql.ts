/**
 * @generated SignedSource<<6d5e5b781d0d992238880b18c672d78d>>
 * @relayHash 22b62d7054203827c75f590c73c9dccf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22b62d7054203827c75f590c73c9dccf

import { ConcreteRequest } from 'relay-runtime';
export type useStartCardRegistrationMutation$variables = Record<PropertyKey, never>;
export type useStartCardRegistrationMutation$data = {
  readonly startCardRegistration: {
    readonly issueId: string;
  };
};
export type useStartCardRegistrationMutation = {
  response: useStartCardRegistrationMutation$data;
  variables: useStartCardRegistrationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartCardRegistrationSuccess",
    "kind": "LinkedField",
    "name": "startCardRegistration",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "issueId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartCardRegistrationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartCardRegistrationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "22b62d7054203827c75f590c73c9dccf",
    "metadata": {},
    "name": "useStartCardRegistrationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3bb1031cf8d463eefe6cf92f0633a313";

export default node;
