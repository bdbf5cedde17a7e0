/**
 * @generated SignedSource<<153ca44d8def8debab991f6b76487aac>>
 * @relayHash 086d85655ba0a82700a2fa0875363a9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 086d85655ba0a82700a2fa0875363a9f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BlockedUsersPageQuery } from './BlockedUsersPageQuery.graphql';

const node: PreloadableConcreteRequest<BlockedUsersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "086d85655ba0a82700a2fa0875363a9f",
    "metadata": {},
    "name": "BlockedUsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
