/**
 * @generated SignedSource<<0d98023e59dba8c50d8541a05c9e0e32>>
 * @relayHash c84f1243f8f7803228385223fd124881
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c84f1243f8f7803228385223fd124881

import { ConcreteRequest } from 'relay-runtime';
export type ChatUnreadBadgeQuery$variables = Record<PropertyKey, never>;
export type ChatUnreadBadgeQuery$data = {
  readonly chatUnreadCount: number;
};
export type ChatUnreadBadgeQuery = {
  response: ChatUnreadBadgeQuery$data;
  variables: ChatUnreadBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "chatUnreadCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatUnreadBadgeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatUnreadBadgeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c84f1243f8f7803228385223fd124881",
    "metadata": {},
    "name": "ChatUnreadBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9bd456a81ce5c238ff8810f6a880f76";

export default node;
